import type { OrderLineSummary, OrderPriceSummary } from './events/order-placed.event';
import { fromPaisa, toPaisa } from '@kukur/contracts';
import { Order } from './order.entity';

/** The lines of an order as e-mails show them. */
export function lineSummaries(order: Order): OrderLineSummary[] {
  return order.items.getItems().map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: fromPaisa(toPaisa(item.unitPrice) * item.quantity),
  }));
}

/** The order's money as e-mails show it: subtotal, first-order discount (with its rate) and total. */
export function priceSummary(order: Order): OrderPriceSummary {
  return {
    subtotal: order.subtotal,
    discount: order.discount,
    discountPercent: order.discountPercent === null ? null : Number(order.discountPercent),
    total: order.total,
  };
}
