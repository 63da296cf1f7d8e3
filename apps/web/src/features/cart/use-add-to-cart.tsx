import { Button } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingPathOf, cartIdOf, type CartProductInput } from './cart-item';
import { useCartTexts } from './cart-messages';
import { type AddToCartResult, cartStore } from './cart-store';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * Adds to the cart and tells the customer how it went (Product Added / Maximum Limit Reached). A vaccine
 * is refused with the way to book it instead.
 */
export function useAddToCart(): (product: CartProductInput, quantity?: number) => AddToCartResult {
  const { notification } = useFeedback();
  const texts = useCartTexts();
  const navigate = useNavigate();

  return useCallback(
    (product, quantity = 1) => {
      const result = cartStore.add(product, quantity);
      if (result.status === 'added') {
        notification.success({
          title: texts.addedTitle,
          description: texts.added(product.name),
        });
      } else if (result.status === 'limit') {
        notification.warning({
          title: texts.limitTitle,
          description: texts.limit(product.name),
        });
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
      return result;
    },
    [notification, navigate, texts],
  );
}
