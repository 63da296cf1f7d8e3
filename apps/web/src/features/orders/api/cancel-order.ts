import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Order } from './order-types';
import { ordersKeys } from './orders-keys';

/** PATCH /api/orders/{id}/cancel: cancels one's own Pending order (409 for any other status). */
export async function cancelOrder(id: string): Promise<Order> {
  return unwrap(await apiClient.PATCH('/api/orders/{id}/cancel', { params: { path: { id } } }));
}

/** Cancels an order; the lists show the cancelled order at once and are fetched again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (cancelled) => {
      queryClient.setQueriesData<Order[]>({ queryKey: ordersKeys.lists() }, (orders) =>
        orders?.map((order) => (order.id === cancelled.id ? cancelled : order)),
      );
      queryClient.setQueryData(ordersKeys.detail(cancelled.id), cancelled);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  });
}
