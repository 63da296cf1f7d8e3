import { PAYMENT_METHODS } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/** A payment's money went back to the customer: Khalti confirmed the refund, or the admin returned the cash. */
export const PAYMENT_REFUNDED = defineEvent({
  type: 'payments.payment-refunded.v1',
  formerly: 'payments.payment-refunded',
  schema: z.object({
    orderId: z.string(),
    email: z.string(),
    customerName: z.string(),
    method: z.enum(PAYMENT_METHODS),
    /** Rupees given back, exact decimal text. */
    amount: z.string(),
    /** The order's total, rupees. */
    total: z.string(),
    /** Less than the whole payment was given back. */
    partial: z.boolean(),
    transactionId: z.string().nullable(),
    refundedAt: z.string(),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity, QUEUE_NAMES.webhooks],
});
export type PaymentRefundedPayload = z.infer<typeof PAYMENT_REFUNDED.schema>;

export class PaymentRefundedEvent extends DomainEvent<PaymentRefundedPayload> {
  static readonly type = PAYMENT_REFUNDED.type;
  readonly type = PaymentRefundedEvent.type;
}
