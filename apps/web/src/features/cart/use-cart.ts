import { useSyncExternalStore } from 'react';
import type { CartItem } from './cart-item';
import { cartCount, cartStore } from './cart-store';

/** An anonymous visitor's cart, as the server renders it; hydration starts from it, then shows the stored one. */
const EMPTY_CART: CartItem[] = [];
const emptyCart = () => EMPTY_CART;

/** The lines that can be ordered (checkout, the summary, the header badge): vaccines are left out. */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getOrderableItems, emptyCart);
}

/** Vaccine lines kept from an older cart, shown apart with the way to book them. */
export function useCartVaccineLines(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getVaccineLines, emptyCart);
}

export function useCartCount(): number {
  return cartCount(useCartItems());
}
