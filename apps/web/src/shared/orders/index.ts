export { OrderStatusBadge } from './order-status-badge';
export { statusColor, type StatusColor } from './order-status';
export { OrderSummaryCard } from './order-summary-card';
export { ORDER_TEXT, orderReference } from './order-text';
export { subtotalOf, totalAfter } from './order-totals';
export {
  discountOfOrder,
  expectedDiscount,
  firstOrderOfferKeys,
  firstOrderOfferQueryOptions,
  offerInvitation,
  useFirstOrderOffer,
  type DiscountLine,
  type FirstOrderOffer,
} from './first-order-offer';
export {
  isRefundUnderway,
  paymentStatusColor,
  paymentStatusLabel,
  REFUND_POLL_MS,
  type PaymentStatusColor,
} from './payment-status';
export { PaymentStatusTag } from './payment-status-tag';
