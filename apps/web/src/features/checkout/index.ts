export { CheckoutPage, type CheckoutPageProps } from './components/checkout-page';
export { CHECKOUT_MESSAGES } from './checkout-messages';
export type {
  CheckoutLine,
  CheckoutOrderRequest,
  CheckoutUser,
  DeliveryDetails,
  OrderFailure,
  PlaceOrder,
  PlaceOrderOutcome,
} from './checkout-types';
export {
  addressProblem,
  contactProblem,
  orderFailureText,
  prefillDetails,
  prepareOrder,
} from './utils/checkout-rules';
