import { Alert, Button, Card } from 'antd';
import { formatPrice } from '@/shared/format';
import { CART_MESSAGES } from '../cart-messages';

export interface CartSummaryProps {
  itemCount: number;
  subtotal: number;
  /** Whether Proceed to Checkout is offered at all (not to an admin). */
  canCheckout: boolean;
  /** Some line cannot be ordered: checking out waits until the customer has dealt with it. */
  blocked: boolean;
  onCheckout: () => void;
}

/** Order Summary: subtotal, free shipping and the total, which is the subtotal; Proceed to Checkout. */
export function CartSummary({ itemCount, subtotal, canCheckout, blocked, onCheckout }: CartSummaryProps) {
  return (
    <Card
      className="cart-summary"
      title={
        <h2 className="cart-summary__title" id="cart-summary-title">
          {CART_MESSAGES.summaryTitle}
        </h2>
      }
      role="region"
      aria-labelledby="cart-summary-title"
    >
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>
            {CART_MESSAGES.subtotal} ({CART_MESSAGES.itemCount(itemCount)})
          </dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>{CART_MESSAGES.shipping}</dt>
          <dd className="cart-summary__free">{CART_MESSAGES.shippingFree}</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{CART_MESSAGES.total}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
      </dl>
      {canCheckout && blocked && <Alert type="warning" showIcon title={CART_MESSAGES.blocked} />}
      {canCheckout && (
        <Button type="primary" size="large" block disabled={blocked} onClick={onCheckout}>
          {CART_MESSAGES.proceed}
        </Button>
      )}
    </Card>
  );
}
