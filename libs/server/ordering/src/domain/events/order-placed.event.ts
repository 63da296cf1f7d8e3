import { DomainEvent } from '@kukur/server-kernel';

export interface OrderLineSummary {
  name: string;
  quantity: number;
  /** Rupees, exact decimal text. */
  unitPrice: string;
  lineTotal: string;
}

/**
 * An order's money. Rupees as exact decimal text; `subtotal` and `discount` are missing from events
 * recorded before the first-order offer existed (then total is the subtotal).
 */
export interface OrderPriceSummary {
  subtotal?: string;
  discount?: string;
  /** The first-order offer's rate, when the order got it. */
  discountPercent?: number | null;
  total: string;
}

export interface OrderPlacedPayload extends OrderPriceSummary {
  orderId: string;
  userId: string;
  email: string;
  customerName: string;
  items: OrderLineSummary[];
  delivery: { phoneNumber: string; city: string; colony: string; orderNotes: string | null };
  placedAt: string;
}

/** A customer placed an order; its stock is taken. */
export class OrderPlacedEvent extends DomainEvent<OrderPlacedPayload> {
  static readonly type = 'ordering.order-placed';
  readonly type = OrderPlacedEvent.type;
}
