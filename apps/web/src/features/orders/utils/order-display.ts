import type { Order } from '../api/order-types';

const longUsDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A date in long US format ("November 22, 2025"), or null when there is none or it cannot be read. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longUsDate.format(date);
}

/** Only a Pending order may be cancelled by its customer. */
export function isCancellable(order: Pick<Order, 'status'>): boolean {
  return order.status.toLowerCase() === 'pending';
}

/** The Account Summary's figures. */
export interface OrdersSummary {
  totalOrders: number;
  /** The sum of the order totals, in rupees. */
  totalSpent: number;
}

/** Total Orders (the count) and Total Spent (the sum of the totals of orders not cancelled, to the paisa). */
export function summarizeOrders(orders: readonly Pick<Order, 'total' | 'status'>[]): OrdersSummary {
  // A cancelled order was never charged (or was refunded): it counts as an order, not as money spent.
  const paisa = orders
    .filter((order) => order.status !== 'Cancelled')
    .reduce((sum, order) => sum + Math.round(order.total * 100), 0);
  return { totalOrders: orders.length, totalSpent: paisa / 100 };
}
