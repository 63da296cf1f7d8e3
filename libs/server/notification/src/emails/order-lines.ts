import type { OrderLineSummary } from '@kukur/server-ordering';
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
