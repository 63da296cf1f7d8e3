import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type DiscountLine, OrderSummaryCard, totalAfter } from '@/shared/orders';
import { useCartTexts } from '../cart-messages';

export interface CartSummaryProps {
  itemCount: number;
  subtotal: number;
  /** The first-order discount the shop will give this customer's order (the server decides again). */
  discount: DiscountLine | null;
  /** For a visitor while the shop runs the first-order offer: the invitation to sign up. */
  invitation: string | null;
  /** Whether Proceed to Checkout is offered at all (not to an admin). */
  canCheckout: boolean;
  /** Some line cannot be ordered: checking out waits until the customer has dealt with it. */
  blocked: boolean;
  onCheckout: () => void;
}

/**
 * Order Summary: subtotal, the first-order discount when the customer gets it, free shipping and the total;
 * Proceed to Checkout. A visitor is invited to sign up for the offer instead.
 */
export function CartSummary({
  itemCount,
  subtotal,
  discount,
  invitation,
  canCheckout,
  blocked,
  onCheckout,
}: CartSummaryProps) {
  const texts = useCartTexts();
  const { t } = useTranslation('common');
  return (
    <OrderSummaryCard
      block="cart-summary"
      subtotalLabel={t('order.subtotalWithItems', { items: texts.itemCount(itemCount) })}
      subtotal={subtotal}
      discount={discount}
      total={totalAfter(subtotal, discount)}
      note={invitation && <Link to="/signup">{invitation}</Link>}
    >
      {canCheckout && blocked && <Alert type="warning" showIcon title={texts.blocked} />}
      {canCheckout && (
        <Button type="primary" size="large" block disabled={blocked} onClick={onCheckout}>
          {texts.proceed}
        </Button>
      )}
    </OrderSummaryCard>
  );
}
