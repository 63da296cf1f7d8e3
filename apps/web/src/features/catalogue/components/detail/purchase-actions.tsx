import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/shared/ui/button';
import type { Product } from '@/shared/api';
import { useDisabledUntilHydrated, useTimeout } from '@/shared/hooks';
import { Icon } from '@/shared/ui/icon';
import { useCatalogueTexts } from '../../catalogue-messages';
import type { ProductPageSession } from '../../catalogue-viewer';
import { QuantitySelector } from './quantity-selector';
import { useFeedback } from '@/shared/ui/feedback';

/** The spec's redirect delay: the Login Required warning shows for 2 seconds before /login. */
const LOGIN_REDIRECT_DELAY_MS = 2000;

export interface PurchaseActionsProps extends ProductPageSession {
  product: Product;
}

/**
 * Quantity, Add to Cart (the cart tells how it went) and Buy Now: a visitor is warned and sent to log in,
 * a customer gets the quantity in the cart and goes there. An admin has no cart, so none of it shows.
 */
export function PurchaseActions({ product, viewer, onAddToCart, onLoginRequired }: PurchaseActionsProps) {
  const texts = useCatalogueTexts().detail;
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const [quantity, setQuantity] = useState(1);
  const untilHydrated = useDisabledUntilHydrated();
  const soldOut = product.stock <= 0;
  // An admin has no cart: nothing to buy with here.
  if (viewer.role === 'admin') return null;

  const buyNow = () => {
    if (viewer.role === 'visitor') {
      notification.warning({ title: texts.loginRequiredTitle, description: texts.loginRequired });
      schedule(onLoginRequired, LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    // At the limit the cart already holds all the customer may buy: go there to check out all the same.
    if (onAddToCart(product, quantity).status !== 'rejected') navigate('/cart');
  };

  return (
    <div className="purchase-actions">
      <QuantitySelector value={quantity} onChange={setQuantity} disabled={soldOut} />
      <div className="purchase-actions__buttons">
        <Button
          type="primary"
          size="large"
          icon={<Icon svg={ShoppingCartOutlined} />}
          disabled={soldOut}
          {...untilHydrated}
          onClick={() => onAddToCart(product, quantity)}
        >
          {texts.addToCart}
        </Button>
        <Button
          size="large"
          icon={<Icon svg={ThunderboltOutlined} />}
          disabled={soldOut}
          {...untilHydrated}
          onClick={buyNow}
        >
          {texts.buyNow}
        </Button>
      </div>
    </div>
  );
}
