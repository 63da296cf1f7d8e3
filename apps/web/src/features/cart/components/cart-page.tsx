import { ArrowLeftOutlined, LoadingOutlined } from '@ant-design/icons';
import { digitsFor, MAX_QUANTITY_PER_PRODUCT } from '@kukur/contracts';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTimeout } from '@/shared/hooks';
import { useLanguage } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/button-link';
import { expectedDiscount, type FirstOrderOffer } from '@/shared/orders';
import '@/shared/ui/summary-page.css';
import { type CartItem, lineProblemOf } from '../cart-item';
import { useCartTexts } from '../cart-messages';
import { cartCount, cartStore, cartTotal } from '../cart-store';
import { useRefreshCart } from '../hooks/use-refresh-cart';
import { useCartItems, useCartVaccineLines } from '../use-cart';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CartVaccineLines } from './cart-vaccine-lines';
import './cart.css';
import { useFeedback } from '@/shared/ui/feedback';

/** The spec's item removal delay: the row dims, then goes. */
export const REMOVE_DELAY_MS = 300;
/** The spec's redirect delay: the Login Required warning shows for 2 seconds before /login. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

export interface CartPageProps {
  viewer: 'visitor' | 'customer' | 'admin';
  /** A visitor wants to check out: take them to log in (and on to checkout afterwards). */
  onLoginRequired: () => void;
  /** The shop's first-order offer for this viewer (null while unknown). */
  offer?: FirstOrderOffer | null;
}

/**
 * /cart: the lines with quantity controls and Remove, the order summary, Continue Shopping and Proceed
 * to Checkout. Prices and stock are checked with the shop as the page opens; a line that cannot be
 * ordered is marked and keeps the customer from checking out until it is dealt with. Vaccines an older
 * cart still holds are listed apart, with the way to book them, and left out of the order.
 */
export function CartPage({ viewer, onLoginRequired, offer = null }: CartPageProps) {
  const texts = useCartTexts();
  const { t } = useTranslation('common');
  const language = useLanguage();
  const items = useCartItems();
  const vaccineLines = useCartVaccineLines();
  const { refreshing } = useRefreshCart();
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const warnLimit = (item: CartItem) =>
    notification.warning({ title: texts.limitTitle, description: texts.limit(item.name) });

  const remove = (item: CartItem) => {
    setRemoving((ids) => new Set(ids).add(item.id));
    // Not tied to this page: a customer who leaves at once still finds the line gone.
    window.setTimeout(() => {
      cartStore.remove(item.id);
      setRemoving((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    }, REMOVE_DELAY_MS);
  };

  const increase = (item: CartItem) => {
    if (cartStore.add(item, 1).status === 'limit') warnLimit(item);
  };

  const decrease = (item: CartItem) => {
    if (item.quantity <= 1) remove(item);
    else cartStore.subtract(item.id);
  };

  const setQuantity = (item: CartItem, quantity: number) => {
    if (quantity <= 0) return remove(item);
    cartStore.setQuantity(item.id, quantity);
    if (quantity > MAX_QUANTITY_PER_PRODUCT) warnLimit(item);
  };

  const checkout = () => {
    if (viewer === 'visitor') {
      notification.warning({
        title: texts.loginRequiredTitle,
        description: texts.loginRequired,
      });
      schedule(onLoginRequired, LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    navigate('/checkout');
  };

  const blocked = items.some((item) => lineProblemOf(item) !== null);
  const subtotal = cartTotal(items);

  return (
    <div className="summary-page page-container">
      <h1 className="section-title">{texts.title}</h1>
      {items.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="summary-page__layout">
          <section className="cart-items" aria-labelledby="cart-items-title">
            <div className="cart-items__head">
              <h2 id="cart-items-title" className="cart-items__title">
                {texts.itemsTitle}
              </h2>
              <p className="cart-items__status" role="status" aria-live="polite">
                {refreshing && (
                  <>
                    <LoadingOutlined aria-hidden /> {texts.refreshing}
                  </>
                )}
              </p>
            </div>
            <ul className="cart-lines">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  removing={removing.has(item.id)}
                  onIncrease={() => increase(item)}
                  onDecrease={() => decrease(item)}
                  onSetQuantity={(quantity) => setQuantity(item, quantity)}
                  onRemove={() => remove(item)}
                />
              ))}
            </ul>
            <ButtonLink to="/products" icon={<ArrowLeftOutlined aria-hidden />}>
              {texts.continueShopping}
            </ButtonLink>
          </section>
          <CartSummary
            itemCount={cartCount(items)}
            subtotal={subtotal}
            discount={viewer === 'customer' ? expectedDiscount(subtotal, offer) : null}
            invitation={
              viewer === 'visitor' && offer?.enabled
                ? t('order.firstOrderInvitation', { percent: digitsFor(String(offer.percent), language) })
                : null
            }
            canCheckout={viewer !== 'admin'}
            blocked={blocked}
            onCheckout={checkout}
          />
        </div>
      )}
      <CartVaccineLines lines={vaccineLines} onRemove={(item) => cartStore.remove(item.id)} />
    </div>
  );
}
