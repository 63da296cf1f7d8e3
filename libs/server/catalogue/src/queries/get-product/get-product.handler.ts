import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../http/product.response.dto';
import { GetProductQuery } from './get-product.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ProductDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ productId }: GetProductQuery): Promise<ProductDto> {
    // A malformed id cannot name a product: answer 404 without asking the database.
    const product = UUID.test(productId)
      ? await this.em.fork().findOne(Product, { id: productId, isActive: true })
      : null;
    if (!product) {
      throw new NotFoundError(ERROR_CODES.PRODUCT_NOT_FOUND, MESSAGES.catalogue.productNotFound);
    }
    return ProductDto.fromEntity(product);
  }
}
