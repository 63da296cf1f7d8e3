import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TREND_PERIOD_DAYS } from '@kukur/contracts';
import { CustomerFigures, GetCustomerFiguresQuery } from './get-customer-figures.query';

@QueryHandler(GetCustomerFiguresQuery)
export class GetCustomerFiguresHandler implements IQueryHandler<GetCustomerFiguresQuery, CustomerFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetCustomerFiguresQuery): Promise<CustomerFigures> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<CustomerFigures[]>(
        `select count(*)::int as "customerCount",
                count(*) filter (where created_at >= ?::timestamptz - make_interval(days => ?)
                                   and created_at < ?::timestamptz)::int as "signedUpLast30Days",
                count(*) filter (where created_at >= ?::timestamptz - make_interval(days => ? * 2)
                                   and created_at < ?::timestamptz - make_interval(days => ?))::int
                  as "signedUpPrevious30Days"
           from app_user where role = 'user' and deleted_at is null`,
        [now, TREND_PERIOD_DAYS, now, now, TREND_PERIOD_DAYS, now, TREND_PERIOD_DAYS],
      );
    return row!;
  }
}
