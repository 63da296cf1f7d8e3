import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { PaymentOrder } from './payment-types';

/**
 * PUT /api/orders/{id}/payment: chooses cash on delivery for one's own order; the answer is the order
 * with paymentMethod cod and paymentStatus pending (the shop marks it paid when the cash is in).
 */
export async function confirmCashOnDelivery(orderId: string): Promise<PaymentOrder> {
  return unwrap(
    await apiClient.PUT('/api/orders/{id}/payment', {
      params: { path: { id: orderId } },
      body: { paymentMethod: 'cod', paymentStatus: 'pending' },
    }),
  );
}

/** Chooses cash on delivery for an order. */
export function useConfirmCashOnDelivery() {
  return useMutation({ mutationFn: confirmCashOnDelivery });
}
