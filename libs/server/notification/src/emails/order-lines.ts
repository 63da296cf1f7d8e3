import type { OrderLineSummary, OrderPriceSummary } from '@kukur/server-ordering';
import { rupees } from './rupees';

/** Order lines as the order e-mails list them. */
export function orderLines(items: OrderLineSummary[]) {
  return items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: rupees(item.unitPrice),
    lineTotal: rupees(item.lineTotal),
  }));
}

/** The short reference the customer sees in the profile (last 8 characters). */
export function orderReference(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/**
 * The order's money as the e-mails show it: `discount` (with its subtotal and rate) only when the order got
 * the first-order discount.
 */
export function orderMoney(order: OrderPriceSummary) {
  const discounted = order.discount !== undefined && Number(order.discount) > 0;
  return {
    total: rupees(order.total),
    discount: discounted
      ? {
          subtotal: rupees(order.subtotal ?? order.total),
          amount: `- ${rupees(order.discount!)}`,
          label: `First order discount${order.discountPercent ? ` (${order.discountPercent}%)` : ''}`,
        }
      : null,
  };
}
