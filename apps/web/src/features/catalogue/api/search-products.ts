import { SEARCH_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, catalogueKeys, type ProductSearchParams } from './catalogue-keys';
import { type CatalogueSource, httpCatalogue } from './catalogue-source';
import type { ProductSearchQuery } from './catalogue-types';

/** The query string of a search: blank text and unset filters are left out; text is cut to what the server takes. */
export function toSearchQuery(params: ProductSearchParams): ProductSearchQuery {
  const query: ProductSearchQuery = {};
  const text = params.text?.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  if (text) query.q = text;
  if (params.category) query.category = params.category;
  if (params.kind) query.kind = params.kind;
  if (params.minPrice !== undefined) query.minPrice = params.minPrice;
  if (params.maxPrice !== undefined) query.maxPrice = params.maxPrice;
  if (params.sort) query.sort = params.sort;
  if (params.page !== undefined) query.page = params.page;
  if (params.pageSize !== undefined) query.pageSize = params.pageSize;
  return query;
}

/**
 * Query options of a search, read from `source` (the API over HTTP unless the server renders); the previous
 * page stays on screen while the next one loads.
 */
export function searchProductsQueryOptions(
  params: ProductSearchParams,
  source: CatalogueSource = httpCatalogue,
) {
  return queryOptions({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ signal }) => source.search(toSearchQuery(params), signal),
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Search results for the products listing, the vaccine catalogue and the search page. */
export function useSearchProducts(params: ProductSearchParams) {
  return useQuery(searchProductsQueryOptions(params));
}
