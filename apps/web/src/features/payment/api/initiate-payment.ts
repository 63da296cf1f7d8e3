import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { InitiatedPayment } from './payment-types';

/**
 * POST /api/payments/initiate-payment: starts a Khalti payment of one's own Pending, unpaid order. Only
 * the order id is sent: the server takes the amount, the customer and the return address from the order.
 */
export async function initiatePayment(orderId: string): Promise<InitiatedPayment> {
  return unwrap(
    await apiClient.POST('/api/payments/initiate-payment', { body: { purchase_order_id: orderId } }),
  );
}

/** Starts a Khalti payment; the caller sends the browser to the answer's payment_url. */
export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
