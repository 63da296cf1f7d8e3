import { Card } from 'antd';
import { formatPrice } from '@/shared/format';
import { CHECKOUT_MESSAGES as TEXT } from '../checkout-messages';
import type { CheckoutLine } from '../checkout-types';
import { subtotalOf } from '../utils/checkout-rules';

/** The lines, the subtotal, shipping Free and the total, which is the subtotal. */
export function OrderSummary({ lines }: { lines: readonly CheckoutLine[] }) {
  const subtotal = subtotalOf(lines);
  return (
    <Card
      className="checkout-summary"
      role="region"
      aria-labelledby="checkout-summary-title"
      title={
        <h2 className="checkout-summary__title" id="checkout-summary-title">
          {TEXT.summaryTitle}
        </h2>
      }
    >
      {lines.length === 0 ? (
        <p className="checkout-summary__empty">{TEXT.noItems}</p>
      ) : (
        <ul className="checkout-summary__lines">
          {lines.map((line) => (
            <li key={line.id} className="checkout-summary__line">
              <span>
                {TEXT.line(line.quantity, line.name)}
                {line.problem && <strong className="checkout-summary__problem"> ({line.problem})</strong>}
              </span>
              <span>{formatPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="checkout-summary__rows">
        <div className="checkout-summary__row">
          <dt>{TEXT.subtotal}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className="checkout-summary__row">
          <dt>{TEXT.shipping}</dt>
          <dd className="checkout-summary__free">{TEXT.shippingFree}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{TEXT.total}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
      </dl>
    </Card>
  );
}
