import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { fromPaisa } from '@kukur/contracts';
import { recordEvent } from '@kukur/server-kernel';
import { OrderPayments } from '@kukur/server-ordering';
import { PaymentRefundedEvent } from './events/payment-refunded.event';
import { RefundRequestedEvent } from './events/refund-requested.event';
import { showPaymentsOnOrder } from './order-payment-projection';
import { Payment } from './payment.entity';

/** What asking for an order's refund did. */
export type RefundRequestOutcome = 'requested' | 'cash-due' | 'nothing-to-refund';

/**
 * The refund side of payment records. Each method runs on the caller's transaction, changes the payment
 * record first (under its row lock) and then shows the result on the order, so the two never disagree.
 */
@Injectable()
export class PaymentRefunds {
  private readonly logger = new Logger(PaymentRefunds.name);

  constructor(private readonly orders: OrderPayments) {}

  /** The order's completed payment, locked; null when nothing was paid. */
  async settledPaymentOf(tx: EntityManager, orderId: string): Promise<Payment | null> {
    return tx.findOne(Payment, { orderId, status: 'completed' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * The order was cancelled: its money goes back. Khalti: a refund is requested (the worker's refund job
   * carries it out); cash the admin marked received: the shop owes it back by hand. Nothing when nothing
   * was paid or a refund is already under way (so it can run any number of times).
   */
  async request(tx: EntityManager, payment: Payment | null): Promise<RefundRequestOutcome> {
    if (!payment || payment.status !== 'completed' || payment.refundState !== null)
      return 'nothing-to-refund';
    payment.refundRequestedAt = new Date();
    if (payment.method === 'cod') {
      payment.refundState = 'cash-due';
    } else {
      payment.refundState = 'requested';
      recordEvent(
        tx,
        new RefundRequestedEvent({
          paymentId: payment.id,
          orderId: payment.orderId,
          amountPaisa: payment.amountPaisa - payment.refundedPaisa,
        }),
      );
    }
    await showPaymentsOnOrder(tx, this.orders, payment.orderId);
    return payment.refundState;
  }

  /** A failed Khalti refund is asked for again (the admin's Retry); false when there is none. */
  async retry(tx: EntityManager, payment: Payment | null): Promise<boolean> {
    if (!payment || payment.refundState !== 'failed') return false;
    payment.refundState = null;
    await this.request(tx, payment);
    return true;
  }

  /**
   * The money is back with the customer (Khalti said so, or the admin gave the cash back): the payment and
   * the order show it and the customer is told. Nothing when it was recorded already.
   */
  async complete(tx: EntityManager, payment: Payment, refundedPaisa: number): Promise<boolean> {
    const open = payment.refundState === 'requested' || payment.refundState === 'failed';
    if (!open && payment.refundState !== 'cash-due') return false;
    const now = new Date();
    const refunded = Math.min(payment.amountPaisa, refundedPaisa);
    payment.refundedPaisa = refunded;
    payment.refundedAt = now;
    payment.refundFailureReason = null;
    if (payment.refundState === 'cash-due') payment.refundState = 'cash-settled';
    else payment.refundState = refunded >= payment.amountPaisa ? 'refunded' : 'partially-refunded';
    await showPaymentsOnOrder(tx, this.orders, payment.orderId);
    const order = await this.orders.lock(tx, payment.orderId);
    recordEvent(
      tx,
      new PaymentRefundedEvent({
        orderId: order.id,
        email: order.email,
        customerName: order.customerName,
        method: payment.method,
        amount: fromPaisa(refunded),
        total: order.total,
        partial: refunded < payment.amountPaisa,
        transactionId: payment.transactionId,
        refundedAt: now.toISOString(),
      }),
    );
    return true;
  }

  /** Khalti refused the refund, or could not be reached through every retry: the admin sees it and retries. */
  async fail(tx: EntityManager, payment: Payment, reason: string): Promise<boolean> {
    if (payment.refundState !== 'requested') return false;
    payment.refundState = 'failed';
    payment.refundFailureReason = reason.slice(0, 300);
    this.logger.error(
      { paymentId: payment.id, orderId: payment.orderId, reason },
      'A Khalti refund failed; the admin can retry it',
    );
    await showPaymentsOnOrder(tx, this.orders, payment.orderId);
    return true;
  }
}
