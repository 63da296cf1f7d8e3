import { OrderPaidEvent, OrderPaidPayload } from '@kukur/server-ordering';
import { EmailRule } from './email-rule';
import { orderLines, orderMoney, orderReference } from './order-lines';

/** The customer's receipt once the payment is in (Khalti confirmed, or cash received). */
export const orderPaidEmail: EmailRule<OrderPaidPayload> = {
  eventType: OrderPaidEvent.type,
  template: 'order-paid',
  build: (payment) => [
    {
      to: payment.email,
      subject: 'Payment received for your {{shopName}} order {{reference}}',
      context: {
        name: payment.customerName,
        reference: orderReference(payment.orderId),
        paidAt: payment.paidAt,
        method: payment.method === 'khalti' ? 'Khalti' : 'cash on delivery',
        viaKhalti: payment.method === 'khalti',
        transactionId: payment.transactionId,
        items: orderLines(payment.items),
        ...orderMoney(payment),
      },
    },
  ],
};
