import { Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import {
  canMoveOrder,
  firstOrderPrice,
  fromPaisa,
  hasReceivedMoney,
  ORDERING_ERROR_CODES,
  ORDERING_MESSAGES,
  toPaisa,
} from '@kukur/contracts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { OrderActorRole, OrderHistoryEntry } from './order-history-entry.entity';
import { OrderItem } from './order-item.entity';

export interface OrderActor {
  id: string | null;
  role: OrderActorRole;
}

export interface DeliveryDetails {
  name: string;
  phoneNumber: string;
  city: string;
  colony: string;
  orderNotes: string | null;
}

/**
 * A customer's order. Its subtotal is the sum of its lines, computed here in paisa from the prices the
 * catalogue had when the stock was taken; its total is the subtotal less the first-order discount, if the
 * order got it; its status moves only along ORDER_TRANSITIONS, and every move
 * is written to its history.
 */
@Entity({ tableName: 'customer_order' })
export class Order {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'paymentMethod'
    | 'paymentStatus'
    | 'refunded'
    | 'hiddenFromCustomer'
    | 'discount'
    | 'discountPercent'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 254 })
  userEmail: string;

  @Property({ type: 'string', length: 100 })
  customerName: string;

  @Property({ type: 'string', length: 10 })
  phoneNumber: string;

  @Property({ type: 'string', length: 60 })
  city: string;

  @Property({ type: 'string', length: 120 })
  colony: string;

  @Property({ type: 'string', length: 500, nullable: true })
  orderNotes: string | null = null;

  @Property({ type: 'string', length: 12 })
  status: OrderStatus = 'Pending';

  @Property({ type: 'string', length: 10, nullable: true })
  paymentMethod: PaymentMethod | null = null;

  /** The payments module's projection of this order's payment records (never decided here). */
  @Property({ type: 'string', length: 20 })
  paymentStatus: PaymentStatus = 'pending';

  /** Rupees given back to the customer (exact decimal text), from the payment records. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  refunded = '0.00';

  /** Khalti's pidx of the latest payment attempt. */
  @Property({ type: 'string', length: 64, nullable: true })
  paymentReference: string | null = null;

  /** The provider's transaction id once paid. */
  @Property({ type: 'string', length: 64, nullable: true })
  transactionId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  /** The sum of the lines. Rupees, exact decimal text. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  subtotal: string;

  /** The first-order offer's discount ('0.00' without it). Rupees, exact decimal text. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  discount = '0.00';

  /** The offer's rate when the discount was given, e.g. '10.00'; null without a discount. */
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  discountPercent: string | null = null;

  /** What the customer pays: subtotal - discount (shipping is free). Rupees, exact decimal text. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  total: string;

  @Property({ type: 'boolean' })
  hiddenFromCustomer = false;

  @OneToMany({ entity: () => OrderItem, mappedBy: 'order', orphanRemoval: true, orderBy: { name: 'asc' } })
  items = new Collection<OrderItem>(this);

  @OneToMany({ entity: () => OrderHistoryEntry, mappedBy: 'order', orderBy: { createdAt: 'asc' } })
  history = new Collection<OrderHistoryEntry>(this);

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /**
   * A new Pending order from priced lines; the total is theirs (less the first-order discount at
   * `discountPercent` when given), never the client's.
   */
  static place(input: {
    userId: string;
    userEmail: string;
    delivery: DeliveryDetails;
    lines: { productId: string; name: string; image: string | null; unitPrice: string; quantity: number }[];
    discountPercent?: number | null;
  }): Order {
    const order = new Order();
    order.userId = input.userId;
    order.userEmail = input.userEmail;
    order.customerName = input.delivery.name;
    order.phoneNumber = input.delivery.phoneNumber;
    order.city = input.delivery.city;
    order.colony = input.delivery.colony;
    order.orderNotes = input.delivery.orderNotes;
    let paisa = 0;
    for (const line of [...input.lines].sort((a, b) => a.name.localeCompare(b.name))) {
      const item = new OrderItem();
      Object.assign(item, line);
      order.items.add(item);
      paisa += toPaisa(line.unitPrice) * line.quantity;
    }
    const price = firstOrderPrice(paisa, input.discountPercent ?? null);
    order.subtotal = fromPaisa(price.subtotalPaisa);
    if (price.discountPaisa > 0) {
      order.discount = fromPaisa(price.discountPaisa);
      order.discountPercent = input.discountPercent!.toFixed(2);
    }
    order.total = fromPaisa(price.totalPaisa);
    order.record({ id: input.userId, role: 'customer' }, null, 'Pending');
    return order;
  }

  /** Moves to `to` if the transition table allows it; 409 otherwise, and nothing changes. */
  moveTo(to: OrderStatus, actor: OrderActor, note: string | null = null): OrderStatus {
    const from = this.status;
    if (!canMoveOrder(from, to)) {
      throw new ConflictError(
        ORDERING_ERROR_CODES.ILLEGAL_TRANSITION,
        ORDERING_MESSAGES.illegalTransition(from, to),
        {
          status: from,
        },
      );
    }
    this.status = to;
    this.record(actor, from, to, note);
    return from;
  }

  /** Only a Pending order whose money has not come in takes a payment (method chosen, or a new Khalti attempt). */
  get isPayable(): boolean {
    return this.status === 'Pending' && !hasReceivedMoney(this.paymentStatus);
  }

  /** A payment attempt was started (its status, still unpaid, is the payment records' to show). */
  choosePayment(method: PaymentMethod, reference: string | null = null): void {
    this.paymentMethod = method;
    this.paymentReference = reference;
  }

  /**
   * Records when and how the money came in; false (and nothing changes) when it had come in already. The
   * payment status itself follows from the payment records (`showPayment`).
   */
  markPaid(method: PaymentMethod, transactionId: string | null, now = new Date()): boolean {
    if (hasReceivedMoney(this.paymentStatus) || this.paidAt) return false;
    this.paymentMethod = method;
    this.transactionId = transactionId;
    this.paidAt = now;
    return true;
  }

  /** Shows what the payment records say (the payments module's projection). */
  showPayment(status: PaymentStatus, refundedPaisa: number): void {
    this.paymentStatus = status;
    this.refunded = fromPaisa(refundedPaisa);
  }

  hideFromCustomer(): void {
    this.hiddenFromCustomer = true;
  }

  get totalPaisa(): number {
    return toPaisa(this.total);
  }

  get subtotalPaisa(): number {
    return toPaisa(this.subtotal);
  }

  get discountPaisa(): number {
    return toPaisa(this.discount);
  }

  private record(
    actor: OrderActor,
    from: OrderStatus | null,
    to: OrderStatus,
    note: string | null = null,
  ): void {
    const entry = new OrderHistoryEntry();
    entry.actorId = actor.id;
    entry.actorRole = actor.role;
    entry.fromStatus = from;
    entry.toStatus = to;
    entry.note = note;
    this.history.add(entry);
  }
}
