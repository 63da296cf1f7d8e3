import { App } from 'antd';
import { useCallback } from 'react';
import type { CartProductInput } from './cart-item';
import { CART_MESSAGES } from './cart-messages';
import { type AddToCartResult, cartStore } from './cart-store';

/** Adds to the cart and tells the customer how it went (Product Added / Maximum Limit Reached). */
export function useAddToCart(): (product: CartProductInput, quantity?: number) => AddToCartResult {
  const { notification } = App.useApp();

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
      }
      return result;
    },
    [notification],
  );
}
