import { Query } from '@nestjs/cqrs';
import type { ProductDto } from '../../http/product.response.dto';

/** One visible product by id; fails with CATALOGUE.PRODUCT_NOT_FOUND when there is none. */
export class GetProductQuery extends Query<ProductDto> {
  constructor(readonly productId: string) {
    super();
  }
}
