import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Order } from './order-types';
import { ordersKeys } from './orders-keys';

/** GET /api/orders/latest: the logged-in customer's most recent order (404 when there is none). */
export async function getLatestOrder(signal?: AbortSignal): Promise<Order> {
  return unwrap(await apiClient.GET('/api/orders/latest', { signal }));
}

/** Query options of the customer's most recent order. */
export function getLatestOrderQueryOptions() {
  return queryOptions({ queryKey: ordersKeys.latest(), queryFn: ({ signal }) => getLatestOrder(signal) });
}

/** The customer's most recent order. */
export function useLatestOrder() {
  return useQuery(getLatestOrderQueryOptions());
}
