import { Query } from '@nestjs/cqrs';
import type { ProductDto } from '../../http/product.response.dto';

/** The shop's visible products, newest first, optionally of one category and capped in number. */
export class ListProductsQuery extends Query<ProductDto[]> {
  constructor(
    readonly category?: string,
    readonly limit?: number,
  ) {
    super();
  }
}
