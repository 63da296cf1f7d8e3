import type { PaymentMethod } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';

export interface PaymentRefundedPayload {
  orderId: string;
  email: string;
  customerName: string;
  method: PaymentMethod;
  /** Rupees given back, exact decimal text. */
  amount: string;
  /** The order's total, rupees. */
  total: string;
  /** Less than the whole payment was given back. */
  partial: boolean;
  transactionId: string | null;
  refundedAt: string;
}

/** A payment's money went back to the customer: Khalti confirmed the refund, or the admin returned the cash. */
export class PaymentRefundedEvent extends DomainEvent<PaymentRefundedPayload> {
  static readonly type = 'payments.payment-refunded';
  readonly type = PaymentRefundedEvent.type;
}
