import { Button } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingPathOf, cartIdOf, type CartProductInput } from './cart-item';
import { CART_MESSAGES } from './cart-messages';
import { type AddToCartResult, cartStore } from './cart-store';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * Adds to the cart and tells the customer how it went (Product Added / Maximum Limit Reached). A vaccine
 * is refused with the way to book it instead.
 */
export function useAddToCart(): (product: CartProductInput, quantity?: number) => AddToCartResult {
  const { notification } = useFeedback();
  const navigate = useNavigate();

  return useCallback(
    (product, quantity = 1) => {
      const result = cartStore.add(product, quantity);
      if (result.status === 'added') {
        notification.success({
          title: CART_MESSAGES.addedTitle,
          description: CART_MESSAGES.added(product.name),
        });
      } else if (result.status === 'limit') {
        notification.warning({
          title: CART_MESSAGES.limitTitle,
          description: CART_MESSAGES.limit(product.name),
        });
      } else if (result.reason === 'vaccine') {
        const id = cartIdOf(product);
        const key = `vaccine-refused-${id ?? product.name}`;
        notification.warning({
          key,
          title: CART_MESSAGES.vaccineRefusedTitle,
          description: CART_MESSAGES.vaccineRefused(product.name),
          actions: id && (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                notification.destroy(key);
                navigate(bookingPathOf(id));
              }}
            >
              {CART_MESSAGES.bookAppointment}
            </Button>
          ),
        });
      }
      return result;
    },
    [notification, navigate],
  );
}
