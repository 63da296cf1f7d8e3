import { hasReceivedMoney } from '@kukur/contracts';
import type { PaymentOrder } from '../api/payment-types';

/**
 * The order id the success page shows (12 characters, services spec section 9): the id's last 12, so it
 * ends with the reference the profile and the e-mails quote.
 */
export function orderNumber(id: string): string {
  return id.slice(-12).toUpperCase();
}

/** Whether an order can still be paid: payable, paid already, or closed (no longer Pending, or its money back). */
export type Payability = 'payable' | 'paid' | 'closed';

/** The server's rule, so the page does not offer what it would refuse: only a Pending, unpaid order. */
export function payabilityOf(order: Pick<PaymentOrder, 'status' | 'paymentStatus'>): Payability {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.status !== 'Pending' || hasReceivedMoney(order.paymentStatus)) return 'closed';
  return 'payable';
}

/** Rupees from Khalti's paisa. */
export function rupeesOf(paisa: number): number {
  return paisa / 100;
}
