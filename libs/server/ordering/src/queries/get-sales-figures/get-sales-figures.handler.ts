import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  PREMIUM_MEMBER_MIN_SPEND_RUPEES,
  PREMIUM_MEMBER_WINDOW_DAYS,
  RETURNING_CUSTOMER_MIN_ORDERS,
  TREND_PERIOD_DAYS,
} from '@kukur/contracts';
import { GetSalesFiguresQuery, SalesFigures } from './get-sales-figures.query';

/** Revenue counts an order once it is paid and as long as it is not cancelled, on the day it was paid. */
@QueryHandler(GetSalesFiguresQuery)
export class GetSalesFiguresHandler implements IQueryHandler<GetSalesFiguresQuery, SalesFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetSalesFiguresQuery): Promise<SalesFigures> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<Record<keyof SalesFigures, string | number>[]>(
        `with bounds as (
           select ?::timestamptz as now,
                  ?::timestamptz - make_interval(days => ?) as last_start,
                  ?::timestamptz - make_interval(days => ? * 2) as previous_start
         ), counted as (
           select o.*, (o.payment_status = 'paid' and o.status <> 'Cancelled') as earns,
                  coalesce(o.paid_at, o.created_at) as earned_at
             from customer_order o
         )
         select count(*)::int as "orderCount",
                count(*) filter (where created_at >= b.last_start and created_at < b.now)::int as "placedLast30Days",
                count(*) filter (where created_at >= b.previous_start and created_at < b.last_start)::int
                  as "placedPrevious30Days",
                coalesce(sum(total) filter (where earns), 0) as revenue,
                coalesce(sum(total) filter (where earns and earned_at >= b.last_start and earned_at < b.now), 0)
                  as "revenueLast30Days",
                coalesce(sum(total) filter (where earns and earned_at >= b.previous_start and earned_at < b.last_start), 0)
                  as "revenuePrevious30Days",
                count(*) filter (where status = 'Pending')::int as "pendingOrders",
                (select count(*)::int from (
                   select user_id from customer_order where status <> 'Cancelled'
                    group by user_id having count(*) >= ?) as returning_customers) as "returningCustomers",
                (select count(*)::int from (
                   select user_id from counted, bounds
                    where earns and earned_at >= bounds.now - make_interval(days => ?)
                    group by user_id having sum(total) >= ?) as premium_customers) as "premiumCustomers"
           from counted, bounds b`,
        [
          now,
          now,
          TREND_PERIOD_DAYS,
          now,
          TREND_PERIOD_DAYS,
          RETURNING_CUSTOMER_MIN_ORDERS,
          PREMIUM_MEMBER_WINDOW_DAYS,
          PREMIUM_MEMBER_MIN_SPEND_RUPEES,
        ],
      );
    // Sums of numeric columns arrive as text: every figure becomes a number.
    const figures = {} as SalesFigures;
    for (const key of Object.keys(row!) as (keyof SalesFigures)[]) figures[key] = Number(row![key]);
    return figures;
  }
}
