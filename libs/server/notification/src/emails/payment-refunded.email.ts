import { PaymentRefundedEvent, PaymentRefundedPayload } from '@kukur/server-payments';
import { EmailRule } from './email-rule';
import { orderReference } from './order-lines';

/** Sent only once the money is back: Khalti confirmed the refund, or the shop returned the cash. */
export const paymentRefundedEmail: EmailRule<PaymentRefundedPayload> = {
  eventType: PaymentRefundedEvent.type,
  template: 'payment-refunded',
  build: (refund) => [
    {
      to: refund.email,
      subject: 'Your refund for {{shopName}} order {{reference}}',
      context: {
        name: refund.customerName,
        reference: orderReference(refund.orderId),
        refundedAt: refund.refundedAt,
        amount: refund.amount,
        total: refund.total,
        partial: refund.partial,
        viaKhalti: refund.method === 'khalti',
        transactionId: refund.transactionId,
      },
    },
  ],
};
