import { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../http/product.response.dto';
import { ListProductsQuery } from './list-products.query';

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, ProductDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters: { category, kind, limit } }: ListProductsQuery): Promise<ProductDto[]> {
    const where: FilterQuery<Product> = { isActive: true };
    if (category) where.category = category;
    if (kind) where.kind = kind;
    const products = await this.em.fork().find(Product, where, {
      orderBy: { createdAt: 'desc', name: 'asc' },
      limit,
    });
    return products.map((product) => ProductDto.fromEntity(product));
  }
}
