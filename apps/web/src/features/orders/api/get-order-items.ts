import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { OrderItem } from './order-types';
import { ordersKeys } from './orders-keys';

/** GET /api/orders/{id}/items: the lines of one of the customer's orders. */
export async function getOrderItems(id: string, signal?: AbortSignal): Promise<OrderItem[]> {
  return unwrap(await apiClient.GET('/api/orders/{id}/items', { params: { path: { id } }, signal }));
}

/** Query options of an order's lines. */
export function getOrderItemsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ordersKeys.items(id),
    queryFn: ({ signal }) => getOrderItems(id, signal),
  });
}

/** An order's lines. */
export function useOrderItems(id: string) {
  return useQuery(getOrderItemsQueryOptions(id));
}
