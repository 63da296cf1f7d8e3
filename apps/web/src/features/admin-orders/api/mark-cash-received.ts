import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrder } from './admin-order-types';
import { showUpdatedOrder } from './show-updated-order';

/** PUT /api/orders/{id}/payment (admin): the cash of a cash-on-delivery order is in; 409 for any other order. */
export async function markCashReceived(orderId: string): Promise<AdminOrder> {
  return unwrap(
    await apiClient.PUT('/api/orders/{id}/payment', {
      params: { path: { id: orderId } },
      body: { paymentMethod: 'cod', paymentStatus: 'paid' },
    }),
  );
}

/** Marks an order paid; its row shows it at once, then the list and the counts are fetched again. */
export function useMarkCashReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCashReceived,
    onSuccess: (order) => showUpdatedOrder(queryClient, order),
    // Not awaited: the toast need not wait for the refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
