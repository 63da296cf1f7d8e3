import { SIMILAR_PRODUCTS_LIMIT } from '@kukur/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@/shared/api';
import { pickSimilar } from '../utils/similar-products';
import { CATALOGUE_STALE_MS, catalogueKeys, type ProductListFilters } from './catalogue-keys';
import { type CatalogueSource, httpCatalogue } from './catalogue-source';
import type { ProductListQuery } from './catalogue-types';

/** The query string of GET /api/products: filtered by category and kind, limited by `_limit` when given. */
export function toListQuery(filters: ProductListFilters): ProductListQuery {
  const query: ProductListQuery = {};
  if (filters.category) query.category = filters.category;
  if (filters.kind) query.kind = filters.kind;
  if (filters.limit !== undefined) query._limit = filters.limit;
  return query;
}

/** Query options of a product list, read from `source` (the API over HTTP unless the server renders). */
export function getProductsQueryOptions(
  filters: ProductListFilters = {},
  source: CatalogueSource = httpCatalogue,
) {
  return queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) => source.products(toListQuery(filters), signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A product list (home page featured products). */
export function useProducts(filters: ProductListFilters = {}) {
  return useQuery(getProductsQueryOptions(filters));
}

/**
 * Query options of a product's similar products: one more than shown is asked for, because the product
 * itself is usually among its category's first results and is left out.
 */
export function getSimilarProductsQueryOptions(product: Pick<Product, '_id' | 'category'>) {
  return queryOptions({
    ...getProductsQueryOptions({ category: product.category, limit: SIMILAR_PRODUCTS_LIMIT + 1 }),
    select: (products: Product[]) => pickSimilar(products, product),
  });
}

/** Up to 6 products of the same category, the product itself excluded. */
export function useSimilarProducts(product: Pick<Product, '_id' | 'category'>) {
  return useQuery(getSimilarProductsQueryOptions(product));
}
