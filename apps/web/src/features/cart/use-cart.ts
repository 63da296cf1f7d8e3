import { useSyncExternalStore } from 'react';
import type { CartItem } from './cart-item';
import { cartCount, cartStore } from './cart-store';

/** The lines that can be ordered (checkout, the summary, the header badge): vaccines are left out. */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getOrderableItems);
}

/** Vaccine lines kept from an older cart, shown apart with the way to book them. */
export function useCartVaccineLines(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getVaccineLines);
}

export function useCartCount(): number {
  return cartCount(useCartItems());
}
