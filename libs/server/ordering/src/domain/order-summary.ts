import type { OrderLineSummary } from './events/order-placed.event';
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
