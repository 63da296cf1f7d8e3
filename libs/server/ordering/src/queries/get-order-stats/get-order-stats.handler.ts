import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EARNS_SQL, NET_PAID_SQL, REFUND_OWED_SQL } from '../../domain/revenue-sql';
import { OrderStatsDto } from '../../http/order-stats.dto';
import { GetOrderStatsQuery } from './get-order-stats.query';

@QueryHandler(GetOrderStatsQuery)
export class GetOrderStatsHandler implements IQueryHandler<GetOrderStatsQuery, OrderStatsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<OrderStatsDto> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<
        {
          total: number;
          pending: number;
          approved: number;
          completed: number;
          cancelled: number;
          revenue: string;
          outstanding: string;
          refundsOwed: string;
        }[]
      >(
        `select count(*)::int as total,
              count(*) filter (where status = 'Pending')::int as pending,
              count(*) filter (where status = 'Approved')::int as approved,
              count(*) filter (where status = 'Completed')::int as completed,
              count(*) filter (where status = 'Cancelled')::int as cancelled,
              coalesce(sum(${NET_PAID_SQL}) filter (where ${EARNS_SQL}), 0) as revenue,
              coalesce(sum(total) filter (where status <> 'Cancelled' and payment_status in ('pending', 'failed')), 0)
                as outstanding,
              coalesce(sum(${NET_PAID_SQL}) filter (where ${REFUND_OWED_SQL}), 0) as "refundsOwed"
         from customer_order`,
      );
    return {
      ...row!,
      revenue: Number(row!.revenue),
      outstanding: Number(row!.outstanding),
      refundsOwed: Number(row!.refundsOwed),
    };
  }
}
