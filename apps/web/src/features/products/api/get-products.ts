import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';
import { type ProductFilters, productKeys } from './product-keys';

/** GET /api/products, filtered on the server by category and limited by `_limit` when given. */
export async function getProducts(filters: ProductFilters = {}, signal?: AbortSignal): Promise<Product[]> {
  const query: { category?: string; kind?: 'product' | 'vaccine'; _limit?: number } = {};
  if (filters.category) query.category = filters.category;
  if (filters.kind) query.kind = filters.kind;
  if (filters.limit !== undefined) query._limit = filters.limit;
  return unwrap(await apiClient.GET('/api/products', { params: { query }, signal }));
}

export function getProductsQueryOptions(filters: ProductFilters = {}) {
  return queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
  });
}

export function useProducts(filters: ProductFilters = {}) {
  return useQuery(getProductsQueryOptions(filters));
}
