export { PaymentPage, type PaymentOrderLoad } from './components/payment-page';
export { PaymentSuccessPage } from './components/payment-success-page';
export type { VerifiedPayment } from './api/payment-types';
export { cashOnDeliveryOrderFrom, orderToPayFrom } from './utils/navigation-state';
