import { DomainEvent } from '@kukur/server-kernel';

export interface OrderLineSummary {
  name: string;
  quantity: number;
  /** Rupees, exact decimal text. */
  unitPrice: string;
  lineTotal: string;
}

export interface OrderPlacedPayload {
  orderId: string;
  userId: string;
  email: string;
  customerName: string;
  items: OrderLineSummary[];
  total: string;
  delivery: { phoneNumber: string; city: string; colony: string; orderNotes: string | null };
  placedAt: string;
}

/** A customer placed an order; its stock is taken. */
export class OrderPlacedEvent extends DomainEvent<OrderPlacedPayload> {
  static readonly type = 'ordering.order-placed';
  readonly type = OrderPlacedEvent.type;
}
