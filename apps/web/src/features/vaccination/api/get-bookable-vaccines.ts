import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type Product, unwrap } from '@/shared/api';

/** Kept beside the booking keys (vaccination-keys.ts), under the same root. */
export const bookableVaccinesKey = ['vaccination', 'vaccines'] as const;

/** GET /api/products?kind=vaccine: the vaccines the shop offers, to choose one for an appointment. */
export async function getBookableVaccines(signal?: AbortSignal): Promise<Product[]> {
  return unwrap(await apiClient.GET('/api/products', { params: { query: { kind: 'vaccine' } }, signal }));
}

export function getBookableVaccinesQueryOptions() {
  return queryOptions({
    queryKey: bookableVaccinesKey,
    queryFn: ({ signal }) => getBookableVaccines(signal),
  });
}

export function useBookableVaccines() {
  return useQuery(getBookableVaccinesQueryOptions());
}
