import { Card } from 'antd';
import { formatPrice } from '@/shared/format';
import type { PaymentOrder } from '../api/payment-types';
import { PAYMENT_TEXT } from '../payment-messages';
import { orderReference } from '../utils/payment-order';

const TEXT = PAYMENT_TEXT.common;

/** The order being paid: its lines, subtotal, shipping Free, the total, and where it goes. */
export function PaymentOrderSummary({ order }: { order: PaymentOrder }) {
  const { customer } = order;
  return (
    <Card
      className="payment-summary"
      role="region"
      aria-labelledby="payment-summary-title"
      title={
        <h2 className="payment-summary__title" id="payment-summary-title">
          {TEXT.summaryTitle}
        </h2>
      }
      extra={<span className="payment-summary__reference">{TEXT.reference(orderReference(order.id))}</span>}
    >
      <ul className="payment-summary__lines">
        {order.items.map((item) => (
          <li key={item.productId} className="payment-summary__line">
            <span>{TEXT.line(item.quantity, item.name)}</span>
            <span>{formatPrice(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="payment-summary__rows">
        <div className="payment-summary__row">
          <dt>{TEXT.subtotal}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        <div className="payment-summary__row">
          <dt>{TEXT.shipping}</dt>
          <dd className="payment-summary__free">{TEXT.shippingFree}</dd>
        </div>
        <div className="payment-summary__row payment-summary__row--total">
          <dt>{TEXT.total}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>
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
    </Card>
  );
}
