import { useSyncExternalStore } from 'react';
import { cartCount, cartStore } from './cart-store';
import type { CartItem } from './cart-item';

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems);
}

export function useCartCount(): number {
  return cartCount(useCartItems());
}
