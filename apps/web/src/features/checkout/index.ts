export { CheckoutPage } from './components/checkout-page';
export type { CheckoutLine, CheckoutOrderRequest, PlaceOrder } from './checkout-types';
export { checkoutTexts, useCheckoutTexts, type CheckoutTexts } from './checkout-messages';
