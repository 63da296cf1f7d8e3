import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { uuidArray } from '@kukur/server-kernel';
import { EARNS_SQL, NET_PAID_SQL } from '../../domain/revenue-sql';
import { CustomerOrderTotals, GetCustomerOrderTotalsQuery } from './get-customer-order-totals.query';

@QueryHandler(GetCustomerOrderTotalsQuery)
export class GetCustomerOrderTotalsHandler implements IQueryHandler<
  GetCustomerOrderTotalsQuery,
  CustomerOrderTotals[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetCustomerOrderTotalsQuery): Promise<CustomerOrderTotals[]> {
    if (userIds?.length === 0) return [];
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ userId: string; orders: number; spent: string }[]>(
        `select user_id as "userId",
                count(*) filter (where status <> 'Cancelled')::int as orders,
                coalesce(sum(${NET_PAID_SQL}) filter (where ${EARNS_SQL}), 0) as spent
           from customer_order
          ${userIds ? 'where user_id = any(?::uuid[])' : ''}
          group by user_id`,
        userIds ? [uuidArray(userIds)] : [],
      );
    return rows.map((row) => ({ ...row, spent: Number(row.spent) }));
  }
}
