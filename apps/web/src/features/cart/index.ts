export { cartStore, cartCount, cartTotal, type AddToCartResult } from './cart-store';
export type { CartItem, CartProductInput } from './cart-item';
export { useCartItems, useCartCount } from './use-cart';
export { useAddToCart } from './use-add-to-cart';
