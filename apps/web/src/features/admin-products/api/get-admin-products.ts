import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';
import { adminProductKeys } from './admin-product-keys';

/** GET /api/products: every product and vaccine still in the shop. */
export async function getAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return unwrap(await apiClient.GET('/api/products', { signal }));
}

export function getAdminProductsQueryOptions() {
  return queryOptions({
    queryKey: adminProductKeys.list(),
    queryFn: ({ signal }) => getAdminProducts(signal),
    // An admin expects to see what was just changed, also by another admin.
    staleTime: 0,
  });
}

/** The product table's data. */
export function useAdminProducts() {
  return useQuery(getAdminProductsQueryOptions());
}
