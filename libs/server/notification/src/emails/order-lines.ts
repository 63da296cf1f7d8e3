import type { OrderLineSummary, OrderPriceSummary } from '@kukur/server-ordering';

/** Order lines as the order e-mails list them; amounts stay exact decimals, `{{rupees}}` writes them. */
export function orderLines(items: OrderLineSummary[]) {
  return items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
  }));
}

/** The short reference the customer sees in the profile (last 8 characters). */
export function orderReference(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/**
 * The order's money as the e-mails show it: `discount` (with its subtotal and rate) only when the order got
 * the first-order discount. Amounts stay exact decimals for `{{rupees}}`.
 */
export function orderMoney(order: OrderPriceSummary) {
  const discounted = order.discount !== undefined && Number(order.discount) > 0;
  return {
    total: order.total,
    discount: discounted
      ? {
          subtotal: order.subtotal ?? order.total,
          amount: order.discount!,
          percent: order.discountPercent ?? null,
        }
      : null,
  };
}
