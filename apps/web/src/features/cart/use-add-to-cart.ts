import { MAX_QUANTITY_PER_PRODUCT } from '@kukur/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import type { CartProductInput } from './cart-item';
import { type AddToCartResult, cartStore } from './cart-store';

/** Adds to the cart and tells the customer how it went (Product Added / Maximum Limit Reached). */
export function useAddToCart(): (product: CartProductInput, quantity?: number) => AddToCartResult {
  const { notification } = App.useApp();

  return useCallback(
    (product, quantity = 1) => {
      const result = cartStore.add(product, quantity);
      if (result.status === 'added') {
        notification.success({
          title: 'Product Added',
          description: `"${product.name}" has been added to your cart.`,
        });
      } else if (result.status === 'limit') {
        notification.warning({
          title: 'Maximum Limit Reached',
          description: `You can only add up to ${MAX_QUANTITY_PER_PRODUCT} of ${product.name}.`,
        });
      }
      return result;
    },
    [notification],
  );
}
