import { canMoveOrder } from '@kukur/contracts';
import type { AdminOrder } from '../api/admin-order-types';

/** The id as the admin list shows it (services spec): its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

export { formatDateTime } from '@/shared/admin';

/** What an admin may do with an order now. */
export interface OrderActions {
  approve: boolean;
  complete: boolean;
  cancel: boolean;
  /** Cash on delivery that has not been paid, on an order still going to be delivered. */
  cashReceived: boolean;
  /** The customer has an address to write to. */
  sendEmail: boolean;
  /** Khalti refused a refund, or could not be reached through every retry: ask again. */
  retryRefund: boolean;
  /** A cancelled cash-on-delivery order's cash is owed back: record that it was given back. */
  settleCashRefund: boolean;
}

/** The actions the order's state allows; the server's transition table decides the status moves. */
export function orderActionsOf(order: AdminOrder): OrderActions {
  return {
    approve: canMoveOrder(order.status, 'Approved'),
    complete: canMoveOrder(order.status, 'Completed'),
    cancel: canMoveOrder(order.status, 'Cancelled'),
    cashReceived:
      order.paymentMethod === 'cod' && order.paymentStatus === 'pending' && order.status !== 'Cancelled',
    sendEmail: hasEmail(order),
    retryRefund: order.paymentStatus === 'refund-failed',
    settleCashRefund: order.paymentStatus === 'refund-due',
  };
}

/** Orders from accounts without an address cannot be e-mailed about. */
export function hasEmail(order: Pick<AdminOrder, 'userEmail'>): boolean {
  return order.userEmail.trim() !== '';
}

export { paymentStatusColor, type PaymentStatusColor } from '@/shared/orders';
