import { ORDER_TEXT, OrderSummaryCard, orderReference } from '@/shared/orders';
import type { PaymentOrder } from '../api/payment-types';
import { PAYMENT_TEXT } from '../payment-messages';

/** The order being paid, as the server priced it: its lines, subtotal, shipping Free, the total, and where it goes. */
export function PaymentOrderSummary({ order }: { order: PaymentOrder }) {
  const { customer } = order;
  return (
    <OrderSummaryCard
      block="payment-summary"
      extra={
        <span className="payment-summary__reference">{ORDER_TEXT.reference(orderReference(order.id))}</span>
      }
      lines={order.items.map((item) => ({
        key: item.productId,
        label: ORDER_TEXT.line(item.quantity, item.name),
        amount: item.lineTotal,
      }))}
      subtotal={order.subtotal}
      total={order.total}
    >
      <section className="payment-summary__delivery" aria-labelledby="payment-delivery-title">
        <h3 className="payment-summary__subtitle" id="payment-delivery-title">
          {PAYMENT_TEXT.page.deliverTo}
        </h3>
        <p>{customer.name}</p>
        <p>{customer.phoneNumber}</p>
        <p>
          {customer.colony}, {customer.city}
        </p>
      </section>
    </OrderSummaryCard>
  );
}
