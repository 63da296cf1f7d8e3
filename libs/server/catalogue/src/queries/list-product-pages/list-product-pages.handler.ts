import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListProductPagesQuery, ProductPage } from './list-product-pages.query';

@QueryHandler(ListProductPagesQuery)
export class ListProductPagesHandler implements IQueryHandler<ListProductPagesQuery, ProductPage[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: ListProductPagesQuery): Promise<ProductPage[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string; kind: ProductPage['kind']; updated_at: Date }[]>(
        'select id, kind, updated_at from product where is_active order by updated_at desc, id limit ?',
        [limit],
      );
    return rows.map((row) => ({ id: row.id, kind: row.kind, updatedAt: new Date(row.updated_at) }));
  }
}
