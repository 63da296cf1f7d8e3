import { OrderEmailRequestedEvent, OrderEmailRequestedPayload } from '@kukur/server-ordering';
import { EmailRule } from './email-rule';
import { orderLines, orderMoney, orderReference } from './order-lines';

/** An admin's note to the customer with the order's current status. */
export const orderEmailRequestedEmail: EmailRule<OrderEmailRequestedPayload> = {
  eventType: OrderEmailRequestedEvent.type,
  template: 'order-update',
  build: (order) => [
    {
      to: order.email,
      subject: 'An update on your {{shopName}} order {{reference}}',
      context: {
        name: order.customerName,
        reference: orderReference(order.orderId),
        status: order.status,
        // The Nepali e-mail names the status in its own words.
        pending: order.status === 'Pending',
        approved: order.status === 'Approved',
        completed: order.status === 'Completed',
        cancelled: order.status === 'Cancelled',
        items: orderLines(order.items),
        ...orderMoney(order),
      },
    },
  ],
};
