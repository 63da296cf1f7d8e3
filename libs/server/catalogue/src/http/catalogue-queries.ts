import { DEFAULT_PAGE_SIZE } from '@kukur/contracts';
import { ListProductsQuery } from '../queries/list-products/list-products.query';
import { SearchProductsQuery } from '../queries/search-products/search-products.query';
import type { ListProductsRequestDto } from './list-products.request.dto';
import type { SearchProductsRequestDto } from './search-products.request.dto';

/**
 * The query GET /api/products runs for a validated query string: the plain list, or one page of the
 * newest when a page is asked for.
 */
export function listQueryOf(query: ListProductsRequestDto): ListProductsQuery | SearchProductsQuery {
  if (query.page === undefined && query.pageSize === undefined) {
    return new ListProductsQuery({ category: query.category, kind: query.kind, limit: query._limit });
  }
  return new SearchProductsQuery({
    category: query.category,
    kind: query.kind,
    sort: 'newest',
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });
}

/** The query GET /api/products/search runs for a validated query string. */
export function searchQueryOf(query: SearchProductsRequestDto): SearchProductsQuery {
  return new SearchProductsQuery({
    text: query.q,
    category: query.category,
    kind: query.kind,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    sort: query.sort,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    withFacets: true,
  });
}
