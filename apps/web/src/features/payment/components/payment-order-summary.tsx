import { discountOfOrder, ORDER_TEXT, OrderSummaryCard, orderReference } from '@/shared/orders';
import type { PaymentOrder } from '../api/payment-types';
import { PAYMENT_TEXT } from '../payment-messages';

/** The order being paid, as the server priced it: its lines, subtotal, first-order discount, shipping Free, the total, and where it goes. */
export function PaymentOrderSummary({ order }: { order: PaymentOrder }) {
  const { customer } = order;
  return (
    <OrderSummaryCard
      block="payment-summary"
      subtitle={ORDER_TEXT.reference(orderReference(order.id))}
      lines={order.items.map((item) => ({
        key: item.productId,
        label: ORDER_TEXT.line(item.quantity, item.name),
        amount: item.lineTotal,
      }))}
      subtotal={order.subtotal}
      discount={discountOfOrder(order)}
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
