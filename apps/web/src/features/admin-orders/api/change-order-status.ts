import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrder, OrderStatusChange } from './admin-order-types';
import { showUpdatedOrder } from './show-updated-order';

export interface ChangeOrderStatusVariables extends OrderStatusChange {
  orderId: string;
}

/**
 * PUT /api/orders/{id} (admin): Pending -> Approved -> Completed, Pending/Approved -> Cancelled; any other move
 * is a 409 with the server's reason. Cancelling gives the stock back; the customer is e-mailed either way.
 */
export async function changeOrderStatus({
  orderId,
  ...change
}: ChangeOrderStatusVariables): Promise<AdminOrder> {
  return unwrap(await apiClient.PUT('/api/orders/{id}', { params: { path: { id: orderId } }, body: change }));
}

/** Moves an order; its row shows the new status at once, then the list and the counts are fetched again. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => showUpdatedOrder(queryClient, order),
    // Not awaited: the toast need not wait for the refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
