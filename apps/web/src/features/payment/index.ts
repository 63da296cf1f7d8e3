export { PaymentPage, type PaymentOrderLoad, type PaymentPageProps } from './components/payment-page';
export { PaymentSuccessPage, type PaymentSuccessPageProps } from './components/payment-success-page';
export { NO_ORDER_REDIRECT_MS } from './components/no-order-redirect';
export { PAYMENT_TEXT } from './payment-messages';
export { paymentKeys } from './api/payment-keys';
export type {
  InitiatedPayment,
  PaymentMethod,
  PaymentOrder,
  VerificationStatus,
  VerifiedPayment,
} from './api/payment-types';
export { initiatePayment, useInitiatePayment } from './api/initiate-payment';
export { verifyPayment, verifyPaymentQueryOptions, useVerifyPayment } from './api/verify-payment';
export { confirmCashOnDelivery, useConfirmCashOnDelivery } from './api/confirm-cash-on-delivery';
export {
  cashOnDeliveryOrderFrom,
  orderToPayFrom,
  type CashOnDeliveryState,
  type PaymentPageState,
} from './utils/navigation-state';
export { orderNumber, payabilityOf, type Payability } from './utils/payment-order';
