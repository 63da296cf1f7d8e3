import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { Button } from '@/shared/ui/button';
import { loadTexts, useLanguage, useMoney } from '@/shared/i18n';
import { bookingPathOf, cartIdOf, type CartProductInput } from './cart-item';
import { cartTextsOf } from './cart-messages';
import { type AddToCartResult, cartStore } from './cart-store';
import { type Feedback, useFeedback } from '@/shared/ui/feedback';

/**
 * Adds to the cart and tells the customer how it went (Product Added / Maximum Limit Reached). A vaccine
 * is refused with the way to book it instead. The cart's texts come with the cart's page: on another page
 * the toast waits for them (a tap right after the page loaded would otherwise show their keys).
 */
export function useAddToCart(): (product: CartProductInput, quantity?: number) => AddToCartResult {
  const { notification } = useFeedback();
  const { i18n } = useTranslation('cart');
  const language = useLanguage();
  const money = useMoney();
  const navigate = useNavigate();

  return useCallback(
    (product, quantity = 1) => {
      const result = cartStore.add(product, quantity);
      void loadTexts(['cart']).then(() => {
        const texts = cartTextsOf(i18n.getFixedT(null, 'cart'), language, money);
        tellHowItWent(result, product, { texts, notification, navigate });
      });
      return result;
    },
    [i18n, language, money, notification, navigate],
  );
}

interface Telling {
  texts: ReturnType<typeof cartTextsOf>;
  notification: Feedback['notification'];
  navigate: NavigateFunction;
}

function tellHowItWent(
  result: AddToCartResult,
  product: CartProductInput,
  { texts, notification, navigate }: Telling,
): void {
  if (result.status === 'added') {
    notification.success({ title: texts.addedTitle, description: texts.added(product.name) });
  } else if (result.status === 'limit') {
    notification.warning({ title: texts.limitTitle, description: texts.limit(product.name) });
  } else if (result.reason === 'vaccine') {
    const id = cartIdOf(product);
    const key = `vaccine-refused-${id ?? product.name}`;
    notification.warning({
      key,
      title: texts.vaccineRefusedTitle,
      description: texts.vaccineRefused(product.name),
      actions: id && (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(key);
            navigate(bookingPathOf(id));
          }}
        >
          {texts.bookAppointment}
        </Button>
      ),
    });
  }
}
