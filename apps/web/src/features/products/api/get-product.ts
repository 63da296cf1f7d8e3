import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';
import { productKeys } from './product-keys';

/** GET /api/products/{id}; 404 becomes an ApiError with the server's message. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return unwrap(await apiClient.GET('/api/products/{id}', { params: { path: { id } }, signal }));
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
