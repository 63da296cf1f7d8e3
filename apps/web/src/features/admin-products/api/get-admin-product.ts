import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';
import { adminProductKeys } from './admin-product-keys';

/** GET /api/products/{id}: the product an admin edits; 404 becomes an ApiError with the server's message. */
export async function getAdminProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return unwrap(await apiClient.GET('/api/products/{id}', { params: { path: { id } }, signal }));
}

export function getAdminProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    staleTime: 0,
  });
}

/** The product the edit form starts from. */
export function useAdminProduct(id: string) {
  return useQuery(getAdminProductQueryOptions(id));
}
