import { PAYMENT_STATUS_LABELS } from '@kukur/contracts';
import type { PaymentStatus } from '@kukur/contracts';

export type PaymentStatusColor = 'success' | 'warning' | 'error' | 'processing';

/** How a payment status reads ("Refund pending", "Refund due (cash)"...), the same for customers and admins. */
export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status];
}

/**
 * Tag colour of a payment status: paid green; pending, a refund under way or cash owed back yellow; failed
 * red; refunded (in part or whole) blue.
 */
export function paymentStatusColor(status: PaymentStatus): PaymentStatusColor {
  switch (status) {
    case 'paid':
      return 'success';
    case 'pending':
    case 'refund-pending':
    case 'refund-due':
      return 'warning';
    case 'failed':
    case 'refund-failed':
      return 'error';
    case 'partially-refunded':
    case 'refunded':
      return 'processing';
  }
}

/** How often a list showing a refund under way asks again, so "Refund pending" turns "Refunded" by itself. */
export const REFUND_POLL_MS = 3_000;

/**
 * The order's money is on its way back (or about to be: a just-cancelled paid order before the worker asked
 * Khalti): the shop's worker will change its payment status soon.
 */
export function isRefundUnderway(order: { status: string; paymentStatus: PaymentStatus }): boolean {
  return (
    order.paymentStatus === 'refund-pending' ||
    (order.status === 'Cancelled' && order.paymentStatus === 'paid')
  );
}
