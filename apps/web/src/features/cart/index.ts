export { cartStore } from './cart-store';
export { type CartItem, lineProblemOf } from './cart-item';
export { lineProblemText, useCartTexts, type CartTexts } from './cart-messages';
export { useCartItems, useCartCount, useCartVaccineLines } from './use-cart';
export { useAddToCart } from './use-add-to-cart';
export { useRefreshCart } from './hooks/use-refresh-cart';
export { CartPage } from './components/cart-page';
