import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Order } from './order-types';
import { ordersKeys } from './orders-keys';

/** GET /api/orders/{id}: one of the customer's orders (any order for an admin). */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return unwrap(await apiClient.GET('/api/orders/{id}', { params: { path: { id } }, signal }));
}

/** Query options of one order. */
export function getOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: ordersKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });
}

/** One order. */
export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
