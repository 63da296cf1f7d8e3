import { OrderPlacedEvent, OrderPlacedPayload } from '@kukur/server-ordering';
import { EmailRule } from './email-rule';
import { orderLines, orderMoney, orderReference } from './order-lines';

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
        placedAt: order.placedAt,
        items: orderLines(order.items),
        ...orderMoney(order),
        delivery: order.delivery,
      },
    },
  ],
};
