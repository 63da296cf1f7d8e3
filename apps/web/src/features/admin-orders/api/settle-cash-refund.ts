import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrder } from './admin-order-types';
import { showUpdatedOrder } from './show-updated-order';

/** POST /api/orders/{id}/refund/cash-settled (admin): the cash owed back was given back; 409 when none is due. */
export async function settleCashRefund(orderId: string): Promise<AdminOrder> {
  return unwrap(
    await apiClient.POST('/api/orders/{id}/refund/cash-settled', { params: { path: { id: orderId } } }),
  );
}

/** Records a cash refund; the row shows "Refunded" at once, then the list and the counts are fetched again. */
export function useSettleCashRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleCashRefund,
    onSuccess: (order) => showUpdatedOrder(queryClient, order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
