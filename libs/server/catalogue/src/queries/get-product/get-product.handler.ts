import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { ProductDto } from '../../http/product.response.dto';
import { GetProductQuery } from './get-product.query';

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ProductDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ productId }: GetProductQuery): Promise<ProductDto> {
    return ProductDto.fromEntity(await findVisibleProduct(this.em.fork(), productId));
  }
}
