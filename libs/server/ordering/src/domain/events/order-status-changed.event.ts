import type { OrderStatus, PaymentMethod, PaymentStatus } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';
import type { OrderLineSummary, OrderPriceSummary } from './order-placed.event';

export interface OrderStatusChangedPayload extends OrderPriceSummary {
  orderId: string;
  email: string;
  customerName: string;
  from: OrderStatus;
  to: OrderStatus;
  by: 'customer' | 'admin' | 'system';
  items: OrderLineSummary[];
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
}

/** An order moved to another status (approved, completed, cancelled with its stock given back). */
export class OrderStatusChangedEvent extends DomainEvent<OrderStatusChangedPayload> {
  static readonly type = 'ordering.order-status-changed';
  readonly type = OrderStatusChangedEvent.type;
}
