import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { isRefundUnderway, REFUND_POLL_MS } from '@/shared/orders';
import type { Order } from './order-types';
import { ordersKeys } from './orders-keys';

/** GET /api/users/{email}/orders: the logged-in customer's order history, newest first. */
export async function getUserOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return unwrap(await apiClient.GET('/api/users/{email}/orders', { params: { path: { email } }, signal }));
}

/** Query options of a customer's order history. */
export function getUserOrdersQueryOptions(email: string) {
  return queryOptions({
    queryKey: ordersKeys.userList(email),
    queryFn: ({ signal }) => getUserOrders(email, signal),
    // "Refund pending" becomes "Refunded" (or the shop's answer) without a reload.
    refetchInterval: (query) => (query.state.data?.some(isRefundUnderway) ? REFUND_POLL_MS : false),
  });
}

/** A customer's order history; waits while there is no e-mail to ask with. */
export function useUserOrders(email: string | null) {
  return useQuery({ ...getUserOrdersQueryOptions(email ?? ''), enabled: Boolean(email) });
}
