import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, type Product, unwrap } from '@/shared/api';
import { CATALOGUE_STALE_MS, catalogueKeys } from './catalogue-keys';

/** GET /api/products/{id}; an unknown id becomes an ApiError (404) with the server's message. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return unwrap(await apiClient.GET('/api/products/{id}', { params: { path: { id } }, signal }));
}

/** Query options of one product or vaccine. */
export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: CATALOGUE_STALE_MS,
    // An unknown product stays unknown: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // The route's loader made the request (and its retry) already: a page that opens on its failure shows it.
    retryOnMount: false,
  });
}

/** One product or vaccine. */
export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
