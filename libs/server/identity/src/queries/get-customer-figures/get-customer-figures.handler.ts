import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { trendWindowOf } from '@kukur/contracts';
import { CustomerFigures, GetCustomerFiguresQuery } from './get-customer-figures.query';

@QueryHandler(GetCustomerFiguresQuery)
export class GetCustomerFiguresHandler implements IQueryHandler<GetCustomerFiguresQuery, CustomerFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetCustomerFiguresQuery): Promise<CustomerFigures> {
    const { previousStart, lastStart } = trendWindowOf(now);
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<CustomerFigures[]>(
        `select count(*)::int as "customerCount",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "signedUpLast30Days",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "signedUpPrevious30Days"
           from app_user where role = 'user' and deleted_at is null`,
        [lastStart, now, previousStart, lastStart],
      );
    return row!;
  }
}
