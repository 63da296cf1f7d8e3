import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindProductBuyersQuery } from '@kukur/server-catalogue';
import { uuidArray } from '@kukur/server-kernel';

/** Ordering's answer to the catalogue's "Verified buyer" question: an order of the product, not cancelled. */
@QueryHandler(FindProductBuyersQuery)
export class FindProductBuyersHandler implements IQueryHandler<FindProductBuyersQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ productId, userIds }: FindProductBuyersQuery): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ userId: string }[]>(
        `select distinct o.user_id as "userId"
           from customer_order o
           join order_item i on i.order_id = o.id
          where i.product_id = ? and o.user_id = any(?::uuid[]) and o.status <> 'Cancelled'`,
        [productId, uuidArray(userIds)],
      );
    return rows.map((row) => row.userId);
  }
}
