import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { hasReceivedMoney, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES, toPaisa } from '@kukur/contracts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { ConflictError, recordEvent } from '@kukur/server-kernel';
import { changeStatus } from './domain/change-status';
import { OrderPaidEvent } from './domain/events/order-paid.event';
import { findOrder } from './domain/find-order';
import { Order } from './domain/order.entity';
import { lineSummaries, priceSummary } from './domain/order-summary';

/** What the payments module needs to know of an order. */
export interface PayableOrder {
  id: string;
  userId: string;
  email: string;
  customerName: string;
  phoneNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  /** Rupees, exact decimal text. */
  total: string;
  /** What the customer pays: the subtotal less the first-order discount. */
  totalPaisa: number;
  subtotalPaisa: number;
  discountPaisa: number;
  /** The first-order offer's rate when the order got it. */
  discountPercent: number | null;
  items: { productId: string; name: string; quantity: number; unitPricePaisa: number }[];
  createdAt: Date;
}

function view(order: Order): PayableOrder {
  return {
    id: order.id,
    userId: order.userId,
    email: order.userEmail,
    customerName: order.customerName,
    phoneNumber: order.phoneNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    total: order.total,
    totalPaisa: order.totalPaisa,
    subtotalPaisa: order.subtotalPaisa,
    discountPaisa: order.discountPaisa,
    discountPercent: order.discountPercent === null ? null : Number(order.discountPercent),
    items: order.items.getItems().map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      unitPricePaisa: toPaisa(item.unitPrice),
    })),
    createdAt: order.createdAt,
  };
}

/**
 * The payment side of orders, for the payments module. Every method runs on the caller's transaction, so a
 * payment record and the order it pays change together.
 */
@Injectable()
export class OrderPayments {
  constructor(private readonly stock: StockLedger) {}

  /** The order (the customer's own when `ownerId` is given); 404 when there is none. */
  async find(em: EntityManager, orderId: string, ownerId?: string): Promise<PayableOrder> {
    return view(await findOrder(em, orderId, { ownerId }));
  }

  /** The order (the customer's own when `ownerId` is given), locked until the transaction ends. */
  async lock(em: EntityManager, orderId: string, ownerId?: string): Promise<PayableOrder> {
    return view(await findOrder(em, orderId, { ownerId, lock: true }));
  }

  /** The order if it can take a payment now; 404 for another customer's, 409 if paid or no longer Pending. */
  async payable(em: EntityManager, orderId: string, ownerId?: string): Promise<PayableOrder> {
    const order = await findOrder(em, orderId, { ownerId });
    assertPayable(order);
    return view(order);
  }

  /**
   * Records a new payment attempt (Khalti pidx) or the choice of cash on delivery, under the order's lock;
   * 409 if the order cannot take one.
   */
  async choose(
    em: EntityManager,
    orderId: string,
    method: PaymentMethod,
    reference: string | null,
    ownerId?: string,
  ): Promise<PayableOrder> {
    const order = await findOrder(em, orderId, { ownerId, lock: true });
    assertPayable(order);
    order.choosePayment(method, reference);
    return view(order);
  }

  /** Marks the order paid and queues the customer's receipt; false when it was paid already (nothing happens). */
  async markPaid(
    em: EntityManager,
    orderId: string,
    method: PaymentMethod,
    transactionId: string | null,
  ): Promise<boolean> {
    const order = await findOrder(em, orderId, { lock: true });
    if (!order.markPaid(method, transactionId)) return false;
    recordEvent(
      em,
      new OrderPaidEvent({
        orderId: order.id,
        email: order.userEmail,
        customerName: order.customerName,
        method,
        ...priceSummary(order),
        transactionId,
        items: lineSummaries(order),
        paidAt: order.paidAt!.toISOString(),
      }),
    );
    return true;
  }

  /** Shows the projection of the order's payment records on the order (the payments module's call only). */
  async showPayment(
    em: EntityManager,
    orderId: string,
    status: PaymentStatus,
    refundedPaisa: number,
  ): Promise<void> {
    (await findOrder(em, orderId, { lock: true })).showPayment(status, refundedPaisa);
  }

  /**
   * Cancels an order nobody paid for (its Khalti links expired long ago) and puts its stock back.
   * False when it was paid, moved on or already cancelled meanwhile.
   */
  async releaseUnpaid(em: EntityManager, orderId: string): Promise<boolean> {
    const order = await findOrder(em, orderId, { lock: true });
    if (order.status !== 'Pending' || hasReceivedMoney(order.paymentStatus)) return false;
    await changeStatus(
      em,
      this.stock,
      order,
      'Cancelled',
      { id: null, role: 'system' },
      'Unpaid: the payment link expired',
    );
    return true;
  }
}

function assertPayable(order: Order): void {
  if (hasReceivedMoney(order.paymentStatus)) {
    throw new ConflictError(PAYMENT_ERROR_CODES.ALREADY_PAID, PAYMENT_MESSAGES.alreadyPaid);
  }
  if (!order.isPayable) {
    throw new ConflictError(PAYMENT_ERROR_CODES.NOT_PAYABLE, PAYMENT_MESSAGES.notPayable, {
      status: order.status,
    });
  }
}
