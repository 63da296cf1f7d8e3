import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Order } from './order-types';
import { ordersKeys } from './orders-keys';

/** DELETE /api/orders/{id}: removes an order from one's own history (the shop keeps it). */
export async function deleteOrder(id: string): Promise<string> {
  return unwrap(await apiClient.DELETE('/api/orders/{id}', { params: { path: { id } } })).message;
}

/** Deletes an order from the history; it leaves the lists at once and they are fetched again. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_message, id) => {
      queryClient.setQueriesData<Order[]>({ queryKey: ordersKeys.lists() }, (orders) =>
        orders?.filter((order) => order.id !== id),
      );
      queryClient.removeQueries({ queryKey: ordersKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  });
}
