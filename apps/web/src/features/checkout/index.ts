export { CheckoutPage } from './components/checkout-page';
export type { CheckoutLine, PlaceOrder } from './checkout-types';
