import type { Order } from '../api/order-types';

/** Only a Pending order (one the shop has not approved) may be cancelled by its customer, paid or not. */
export function isCancellable(order: Pick<Order, 'status'>): boolean {
  return order.status.toLowerCase() === 'pending';
}

/** An approved order is on its way: it is neither cancelled nor deleted from the profile. */
export function isDeletable(order: Pick<Order, 'status'>): boolean {
  return order.status !== 'Approved';
}

/** How cancelling (or deleting, which cancels a Pending order) gives the money back: none when unpaid. */
export function refundOnCancel(
  order: Pick<Order, 'paymentStatus' | 'paymentMethod'>,
): 'khalti' | 'cash' | null {
  if (order.paymentStatus !== 'paid') return null;
  return order.paymentMethod === 'cod' ? 'cash' : 'khalti';
}

/** The Account Summary's figures. */
export interface OrdersSummary {
  totalOrders: number;
  /** The sum of the order totals, in rupees. */
  totalSpent: number;
}

/**
 * Total Orders (the count) and Total Spent (the totals of orders not cancelled, less what was refunded of
 * them, to the paisa).
 */
export function summarizeOrders(
  orders: readonly (Pick<Order, 'total' | 'status'> & Partial<Pick<Order, 'refunded'>>)[],
): OrdersSummary {
  // A cancelled order is not charged in the end (its money goes back): it counts as an order, not as money spent.
  const paisa = orders
    .filter((order) => order.status !== 'Cancelled')
    .reduce((sum, order) => sum + Math.round(order.total * 100) - Math.round((order.refunded ?? 0) * 100), 0);
  return { totalOrders: orders.length, totalSpent: paisa / 100 };
}
