import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminOrderKeys } from './admin-order-keys';
import type { OrderStats } from './admin-order-types';

/** GET /api/orders/stats (admin): orders by status, the money received and the money still to come. */
export async function getOrderStats(signal?: AbortSignal): Promise<OrderStats> {
  return unwrap(await apiClient.GET('/api/orders/stats', { signal }));
}

export function getOrderStatsQueryOptions() {
  return queryOptions({
    queryKey: adminOrderKeys.stats(),
    queryFn: ({ signal }) => getOrderStats(signal),
    staleTime: 0,
  });
}

/** The stats cards' figures. */
export function useOrderStats() {
  return useQuery(getOrderStatsQueryOptions());
}
