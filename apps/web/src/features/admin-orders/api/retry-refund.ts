import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrder } from './admin-order-types';
import { showUpdatedOrder } from './show-updated-order';

/** POST /api/orders/{id}/refund/retry (admin): Khalti is asked again for a failed refund; 409 when none failed. */
export async function retryRefund(orderId: string): Promise<AdminOrder> {
  return unwrap(await apiClient.POST('/api/orders/{id}/refund/retry', { params: { path: { id: orderId } } }));
}

/** Retries a refund; the row shows "Refund pending" at once, and the list follows the refund job. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSuccess: (order) => showUpdatedOrder(queryClient, order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
