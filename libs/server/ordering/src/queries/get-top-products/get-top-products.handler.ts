import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetTopProductsQuery, TopProduct } from './get-top-products.query';

@QueryHandler(GetTopProductsQuery)
export class GetTopProductsHandler implements IQueryHandler<GetTopProductsQuery, TopProduct[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: GetTopProductsQuery): Promise<TopProduct[]> {
    return this.em
      .fork()
      .getConnection()
      .execute<TopProduct[]>(
        `select i.product_id as "productId",
                (array_agg(i.name order by o.created_at desc))[1] as name,
                sum(i.quantity)::int as "unitsSold"
           from order_item i join customer_order o on o.id = i.order_id
          where o.status <> 'Cancelled'
          group by i.product_id
          order by "unitsSold" desc, name
          limit ?`,
        [limit],
      );
  }
}
