import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { trendWindowOf } from '@kukur/contracts';
import { EARNS_SQL, NET_PAID_SQL } from '../../domain/revenue-sql';
import { GetSalesFiguresQuery, SalesFigures } from './get-sales-figures.query';

/**
 * Revenue counts an order once it is paid and as long as it is not cancelled, on the day it was paid, less
 * what was refunded of it.
 */
@QueryHandler(GetSalesFiguresQuery)
export class GetSalesFiguresHandler implements IQueryHandler<GetSalesFiguresQuery, SalesFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetSalesFiguresQuery): Promise<SalesFigures> {
    const { previousStart, lastStart } = trendWindowOf(now);
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<Record<keyof SalesFigures, string | number>[]>(
        `with counted as (
           select created_at, ${NET_PAID_SQL} as net, status, ${EARNS_SQL} as earns,
                  coalesce(paid_at, created_at) as earned_at
             from customer_order
         )
         select count(*)::int as "orderCount",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "placedLast30Days",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "placedPrevious30Days",
                coalesce(sum(net) filter (where earns), 0) as revenue,
                coalesce(sum(net) filter (where earns and earned_at >= ? and earned_at < ?), 0)
                  as "revenueLast30Days",
                coalesce(sum(net) filter (where earns and earned_at >= ? and earned_at < ?), 0)
                  as "revenuePrevious30Days",
                count(*) filter (where status = 'Pending')::int as "pendingOrders"
           from counted`,
        [lastStart, now, previousStart, lastStart, lastStart, now, previousStart, lastStart],
      );
    // Sums of numeric columns arrive as text: every figure becomes a number.
    const figures = {} as SalesFigures;
    for (const key of Object.keys(row!) as (keyof SalesFigures)[]) figures[key] = Number(row![key]);
    return figures;
  }
}
