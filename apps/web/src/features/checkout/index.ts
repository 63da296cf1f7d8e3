export { CheckoutPage } from './components/checkout-page';
export type { CheckoutLine, CheckoutOrderRequest, PlaceOrder } from './checkout-types';
