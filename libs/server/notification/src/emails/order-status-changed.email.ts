import { hasReceivedMoney } from '@kukur/contracts';
import { OrderStatusChangedEvent, OrderStatusChangedPayload } from '@kukur/server-ordering';
import { EmailRule } from './email-rule';
import { orderLines, orderMoney, orderReference } from './order-lines';

function owesMoneyBack(change: OrderStatusChangedPayload): boolean {
  return (
    change.to === 'Cancelled' &&
    hasReceivedMoney(change.paymentStatus) &&
    change.paymentStatus !== 'refunded' &&
    change.paymentStatus !== 'partially-refunded'
  );
}

/** Tells the customer their order was approved, completed or cancelled (and what a cancellation means). */
export const orderStatusChangedEmail: EmailRule<OrderStatusChangedPayload> = {
  eventType: OrderStatusChangedEvent.type,
  template: 'order-status',
  build: (change) => [
    {
      to: change.email,
      subject: 'Your {{shopName}} order {{reference}} is {{statusWord}}',
      context: {
        name: change.customerName,
        reference: orderReference(change.orderId),
        statusWord: change.to.toLowerCase(),
        approved: change.to === 'Approved',
        completed: change.to === 'Completed',
        cancelled: change.to === 'Cancelled',
        cancelledByCustomer: change.to === 'Cancelled' && change.by === 'customer',
        // What happens to money already paid; the "refunded" e-mail follows only once it is back.
        khaltiRefundRequested: owesMoneyBack(change) && change.paymentMethod === 'khalti',
        cashRefundDue: owesMoneyBack(change) && change.paymentMethod === 'cod',
        items: orderLines(change.items),
        ...orderMoney(change),
      },
    },
  ],
};
