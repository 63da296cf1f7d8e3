import type { PaymentMethod } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';
import type { OrderLineSummary, OrderPriceSummary } from './order-placed.event';

export interface OrderPaidPayload extends OrderPriceSummary {
  orderId: string;
  email: string;
  customerName: string;
  method: PaymentMethod;
  transactionId: string | null;
  items: OrderLineSummary[];
  paidAt: string;
}

/** An order's payment arrived (Khalti confirmed it, or the admin marked cash on delivery as received). */
export class OrderPaidEvent extends DomainEvent<OrderPaidPayload> {
  static readonly type = 'ordering.order-paid';
  readonly type = OrderPaidEvent.type;
}
