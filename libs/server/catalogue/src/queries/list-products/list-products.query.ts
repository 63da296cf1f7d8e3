import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@kukur/contracts';
import type { ProductDto } from '../../http/product.response.dto';

export interface ProductListFilters {
  category?: string;
  kind?: ProductKind;
  limit?: number;
}

/** The shop's visible products, newest first, optionally of one category or kind and capped in number. */
export class ListProductsQuery extends Query<ProductDto[]> {
  constructor(readonly filters: ProductListFilters = {}) {
    super();
  }
}
