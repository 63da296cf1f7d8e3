import { Query } from '@nestjs/cqrs';
import type { ProductKind, ProductSort } from '@kukur/contracts';
import type { ProductSearchResultDto } from '../../http/product-search.response.dto';

export interface ProductSearchCriteria {
  /** Free text over name, category and description; typos and prefixes still match. */
  text?: string;
  category?: string;
  kind?: ProductKind;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: ProductSort;
  page: number;
  pageSize: number;
  /** Category counts and price bounds (the search page's filters); a plain list needs only the total. */
  withFacets?: boolean;
}

/** One page of the shop's visible products matching the criteria, with category counts and price bounds. */
export class SearchProductsQuery extends Query<ProductSearchResultDto> {
  constructor(readonly criteria: ProductSearchCriteria) {
    super();
  }
}
