import type { PaymentOrder } from '../api/payment-types';

/** What /payment may be opened with: the order to pay (after Place Order or Try Again), or only its id. */
export interface PaymentPageState {
  order?: PaymentOrder;
  orderId?: string;
}

/** What /payment-success is opened with once cash on delivery was chosen. */
export interface CashOnDeliveryState {
  order: PaymentOrder;
  method: 'cod';
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

// History state outlives the code that wrote it (a reload, an old tab): check its shape before use.
function isOrder(value: unknown): value is PaymentOrder {
  return (
    typeof field(value, 'id') === 'string' &&
    typeof field(value, 'total') === 'number' &&
    Array.isArray(field(value, 'items'))
  );
}

/** The order (or order id) /payment was opened with, when its navigation state holds one. */
export function orderToPayFrom(state: unknown): { order: PaymentOrder | null; orderId: string | null } {
  const order = field(state, 'order');
  if (isOrder(order)) return { order, orderId: order.id };
  const orderId = field(state, 'orderId');
  return { order: null, orderId: typeof orderId === 'string' && orderId ? orderId : null };
}

/** The order /payment-success was opened with after cash on delivery was chosen, if any. */
export function cashOnDeliveryOrderFrom(state: unknown): PaymentOrder | null {
  const order = field(state, 'order');
  return field(state, 'method') === 'cod' && isOrder(order) ? order : null;
}
