import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/shared/hooks';
import type { CartItem } from './cart-item';
import { cartCount, cartStore } from './cart-store';

/**
 * An anonymous visitor's cart, as the server renders it; hydration starts from it, and the stored one follows
 * once hydration has finished (see HydrationState).
 */
const EMPTY_CART: CartItem[] = [];
const emptyCart = () => EMPTY_CART;

/** The lines that can be ordered (checkout, the summary, the header badge): vaccines are left out. */
export function useCartItems(): CartItem[] {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    cartStore.subscribe,
    hydrated ? cartStore.getOrderableItems : emptyCart,
    emptyCart,
  );
}

/** Vaccine lines kept from an older cart, shown apart with the way to book them. */
export function useCartVaccineLines(): CartItem[] {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    cartStore.subscribe,
    hydrated ? cartStore.getVaccineLines : emptyCart,
    emptyCart,
  );
}

export function useCartCount(): number {
  return cartCount(useCartItems());
}
