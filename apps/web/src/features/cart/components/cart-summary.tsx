import { Alert, Button } from 'antd';
import { ORDER_TEXT, OrderSummaryCard } from '@/shared/orders';
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
    <OrderSummaryCard
      block="cart-summary"
      subtotalLabel={`${ORDER_TEXT.subtotal} (${CART_MESSAGES.itemCount(itemCount)})`}
      subtotal={subtotal}
      total={subtotal}
    >
      {canCheckout && blocked && <Alert type="warning" showIcon title={CART_MESSAGES.blocked} />}
      {canCheckout && (
        <Button type="primary" size="large" block disabled={blocked} onClick={onCheckout}>
          {CART_MESSAGES.proceed}
        </Button>
      )}
    </OrderSummaryCard>
  );
}
