import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NEPAL_TIME_ZONE } from '@kukur/contracts';
import { EARNS_SQL, NET_PAID_SQL } from '../../domain/revenue-sql';
import { GetMonthlyRevenueQuery, MonthlyRevenue } from './get-monthly-revenue.query';

@QueryHandler(GetMonthlyRevenueQuery)
export class GetMonthlyRevenueHandler implements IQueryHandler<GetMonthlyRevenueQuery, MonthlyRevenue[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ fromMonth }: GetMonthlyRevenueQuery): Promise<MonthlyRevenue[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ month: string; revenue: string }[]>(
        `select to_char(coalesce(paid_at, created_at) at time zone ?, 'YYYY-MM') as month, sum(${NET_PAID_SQL}) as revenue
           from customer_order
          where ${EARNS_SQL}
            and coalesce(paid_at, created_at) >= (?::date)::timestamp at time zone ?
          group by 1 order by 1`,
        [NEPAL_TIME_ZONE, `${fromMonth}-01`, NEPAL_TIME_ZONE],
      );
    return rows.map((row) => ({ month: row.month, revenue: Number(row.revenue) }));
  }
}
