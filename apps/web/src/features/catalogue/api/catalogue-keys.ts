import type { ProductKind, ProductSort } from '@kukur/contracts';

/** Filters of the plain product list (GET /api/products). */
export interface ProductListFilters {
  category?: string;
  kind?: ProductKind;
  limit?: number;
}

/** What a search asks for (GET /api/products/search); unset fields are left to the server's defaults. */
export interface ProductSearchParams {
  text?: string;
  category?: string;
  kind?: ProductKind;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

/**
 * Query keys of the catalogue: all -> lists() -> list(filters) | search(params), and
 * all -> details() -> detail(id) -> reviews(id) | myReview(id). A review changes its product's rating and count, so the
 * reviews sit under the product: invalidating detail(id) refreshes both.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...catalogueKeys.lists(), filters] as const,
  searches: () => [...catalogueKeys.lists(), 'search'] as const,
  search: (params: ProductSearchParams) => [...catalogueKeys.searches(), params] as const,
  details: () => [...catalogueKeys.all, 'detail'] as const,
  detail: (id: string) => [...catalogueKeys.details(), id] as const,
  reviews: (id: string) => [...catalogueKeys.detail(id), 'reviews'] as const,
  myReview: (id: string) => [...catalogueKeys.detail(id), 'my-review'] as const,
};

/**
 * How long catalogue answers count as fresh (the app's default, said here too): a page that mounts after its
 * route's loader has fetched its data (see cataloguePrefetch) uses that answer instead of asking again.
 */
export const CATALOGUE_STALE_MS = 60_000;
