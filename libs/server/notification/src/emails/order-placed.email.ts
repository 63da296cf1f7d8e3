import { OrderPlacedEvent, OrderPlacedPayload } from '@kukur/server-ordering';
import { EmailRule } from './email-rule';
import { orderLines, orderReference } from './order-lines';
import { rupees } from './rupees';

/** Confirms an order to the customer: lines, total and where it will be delivered. */
export const orderPlacedEmail: EmailRule<OrderPlacedPayload> = {
  eventType: OrderPlacedEvent.type,
  template: 'order-placed',
  build: (order) => [
    {
      to: order.email,
      subject: 'Your {{shopName}} order {{reference}} is placed',
      context: {
        name: order.customerName,
        reference: orderReference(order.orderId),
        items: orderLines(order.items),
        total: rupees(order.total),
        delivery: order.delivery,
      },
    },
  ],
};
