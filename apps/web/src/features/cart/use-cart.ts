import { useStoreAfterHydration } from '@/shared/hooks';
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
  return useStoreAfterHydration(cartStore.subscribe, cartStore.getOrderableItems, emptyCart);
}

/** Vaccine lines kept from an older cart, shown apart with the way to book them. */
export function useCartVaccineLines(): CartItem[] {
  return useStoreAfterHydration(cartStore.subscribe, cartStore.getVaccineLines, emptyCart);
}

export function useCartCount(): number {
  return cartCount(useCartItems());
}
