import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Activity } from '../../activity/activity.entity';
import { ActivityDto } from '../../http/dashboard.dto';
import { ListActivitiesQuery } from './list-activities.query';

@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery, ActivityDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: ListActivitiesQuery): Promise<ActivityDto[]> {
    const lines = await this.em
      .fork()
      .find(Activity, {}, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit });
    return lines.map((line) => ({
      id: line.id,
      type: line.type,
      message: line.message,
      customer: line.customer,
      amount: line.amount === null ? null : Number(line.amount),
      status: line.status,
      time: line.occurredAt.toISOString(),
    }));
  }
}
