import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  PREMIUM_MEMBER_MIN_SPEND_RUPEES,
  PREMIUM_MEMBER_WINDOW_DAYS,
  RETURNING_CUSTOMER_MIN_ORDERS,
} from '@kukur/contracts';
import { EARNS_SQL, NET_PAID_SQL } from '../../domain/revenue-sql';
import { CustomerLoyalty, GetCustomerLoyaltyQuery } from './get-customer-loyalty.query';

@QueryHandler(GetCustomerLoyaltyQuery)
export class GetCustomerLoyaltyHandler implements IQueryHandler<GetCustomerLoyaltyQuery, CustomerLoyalty> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetCustomerLoyaltyQuery): Promise<CustomerLoyalty> {
    const premiumSince = new Date(now.getTime() - PREMIUM_MEMBER_WINDOW_DAYS * 24 * 3_600_000);
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<CustomerLoyalty[]>(
        `select count(*) filter (where orders >= ?)::int as "returningCustomers",
                count(*) filter (where recent_spend >= ?)::int as "premiumCustomers"
           from (select user_id,
                        count(*) as orders,
                        coalesce(sum(${NET_PAID_SQL}) filter (where ${EARNS_SQL}
                                                      and coalesce(paid_at, created_at) >= ?), 0) as recent_spend
                   from customer_order where status <> 'Cancelled' group by user_id) per_customer`,
        [RETURNING_CUSTOMER_MIN_ORDERS, PREMIUM_MEMBER_MIN_SPEND_RUPEES, premiumSince],
      );
    return row!;
  }
}
