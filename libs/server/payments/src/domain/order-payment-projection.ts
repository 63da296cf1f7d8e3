import { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentStatus } from '@kukur/contracts';
import { OrderPayments } from '@kukur/server-ordering';
import { Payment, RefundState } from './payment.entity';

/** What an order shows of its payments. */
export interface OrderPaymentView {
  status: PaymentStatus;
  /** Paisa given back to the customer. */
  refundedPaisa: number;
}

const STATUS_OF_REFUND: Record<RefundState, PaymentStatus> = {
  requested: 'refund-pending',
  failed: 'refund-failed',
  'cash-due': 'refund-due',
  'partially-refunded': 'partially-refunded',
  refunded: 'refunded',
  'cash-settled': 'refunded',
};

/**
 * The one rule from payment records to the order's payment status: the completed payment (there is at most
 * one) and what happened to its money afterwards; `pending` while none is completed.
 */
export function projectOrderPayment(
  payments: readonly Pick<Payment, 'status' | 'refundState' | 'refundedPaisa'>[],
): OrderPaymentView {
  const settled = payments.find((payment) => payment.status === 'completed');
  if (!settled) return { status: 'pending', refundedPaisa: 0 };
  return {
    status: settled.refundState ? STATUS_OF_REFUND[settled.refundState] : 'paid',
    refundedPaisa: settled.refundedPaisa,
  };
}

/**
 * Writes the projection of an order's payment records onto the order, on the caller's transaction. Every
 * change of a payment record is followed by this, so the order never says something its payments do not.
 */
export async function showPaymentsOnOrder(
  tx: EntityManager,
  orders: OrderPayments,
  orderId: string,
): Promise<OrderPaymentView> {
  await tx.flush();
  const payments = await tx.find(Payment, { orderId });
  const view = projectOrderPayment(payments);
  await orders.showPayment(tx, orderId, view.status, view.refundedPaisa);
  return view;
}
