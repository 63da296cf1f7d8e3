export { cartStore, cartCount, cartTotal, type AddToCartResult } from './cart-store';
export {
  type CartItem,
  type CartLineProblem,
  type CartProductInput,
  lineProblemOf,
  type ShopProductState,
} from './cart-item';
export { CART_MESSAGES } from './cart-messages';
export { useCartItems, useCartCount } from './use-cart';
export { useAddToCart } from './use-add-to-cart';
export { useRefreshCart, type CartRefresh } from './hooks/use-refresh-cart';
export { CartPage, type CartPageProps } from './components/cart-page';
export { lineProblemText } from './components/cart-line';
