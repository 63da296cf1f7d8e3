import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

/** POST /api/send-order-email (admin): 202; the customer is e-mailed about the order's current status. */
export async function sendOrderEmail(orderId: string): Promise<string> {
  return unwrap(await apiClient.POST('/api/send-order-email', { body: { orderId } })).message;
}

/** E-mails a customer about their order; nothing about the order changes, so nothing is refetched. */
export function useSendOrderEmail() {
  return useMutation({ mutationFn: sendOrderEmail });
}
