import type { OrderStatus } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';
import type { OrderLineSummary, OrderPriceSummary } from './order-placed.event';

export interface OrderEmailRequestedPayload extends OrderPriceSummary {
  orderId: string;
  email: string;
  customerName: string;
  status: OrderStatus;
  items: OrderLineSummary[];
  /** Set when the same admin request asks twice; the e-mail job is keyed by the outbox id anyway. */
  requestedBy: string;
}

/** An admin sent the customer an e-mail about the order's current status. */
export class OrderEmailRequestedEvent extends DomainEvent<OrderEmailRequestedPayload> {
  static readonly type = 'ordering.order-email-requested';
  readonly type = OrderEmailRequestedEvent.type;
}
