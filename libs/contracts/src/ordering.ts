/** Orders: states, payment, delivery rules and the texts the spec quotes (storefront 5 and 8, services 4 and 8). */

import { percentOfPaisa } from './money';

export const ORDER_STATUSES = ['Pending', 'Approved', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which status may follow which (anything else is refused and changes nothing). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Approved', 'Cancelled'],
  Approved: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const PAYMENT_METHODS = ['khalti', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * An order's payment as its payment records leave it (the payments module decides; the order shows it):
 * not paid yet, paid, or paid and then (being) given back.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'refund-pending',
  'refund-failed',
  'refund-due',
  'partially-refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What PUT /orders/{id}/payment may say: cash on delivery chosen (pending), or cash received (paid). */
export const RECORDABLE_PAYMENT_STATUSES = ['pending', 'paid'] as const satisfies readonly PaymentStatus[];
export type RecordablePaymentStatus = (typeof RECORDABLE_PAYMENT_STATUSES)[number];
/** Statuses of an order whose money was received (some of it may have been returned since). */
export const MONEY_RECEIVED_PAYMENT_STATUSES = [
  'paid',
  'refund-pending',
  'refund-failed',
  'refund-due',
  'partially-refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];

export function hasReceivedMoney(status: PaymentStatus): boolean {
  return (MONEY_RECEIVED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** How the customer and the admin read a payment status. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  'refund-pending': 'Refund pending',
  'refund-failed': 'Refund failed',
  'refund-due': 'Refund due (cash)',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
};

/** Checkout's cities (storefront spec, checkout step 2). */
export const DELIVERY_CITIES = ['Kathmandu', 'Bhaktapur', 'Lalitpur'] as const;
export type DeliveryCity = (typeof DELIVERY_CITIES)[number];

export const PHONE_PATTERN = /^\d{10}$/;
export const ORDER_NOTES_MAX_LENGTH = 500;
/** The longest reason an admin may give for a status change (kept in the order's history). */
export const STATUS_NOTE_MAX_LENGTH = 300;
export const MAX_ORDER_LINES = 50;

/** The first-order offer (storefront: 10 % off the first order for new sign-ups); the rate is a setting. */
export const FIRST_ORDER_DISCOUNT_DEFAULT_PERCENT = 10;

/** The offer as the storefront shows it; `eligible` is whether the caller's next order gets it. */
export interface FirstOrderOffer {
  enabled: boolean;
  percent: number;
  eligible: boolean;
}

/** What an order of `subtotalPaisa` costs with the first-order offer at `percent` (or without it). */
export function firstOrderPrice(
  subtotalPaisa: number,
  percent: number | null,
): { subtotalPaisa: number; discountPaisa: number; totalPaisa: number } {
  const discountPaisa = percent === null ? 0 : percentOfPaisa(subtotalPaisa, percent);
  return { subtotalPaisa, discountPaisa, totalPaisa: subtotalPaisa - discountPaisa };
}

export const ORDERING_ERROR_CODES = {
  ORDER_NOT_FOUND: 'ORDERING.ORDER_NOT_FOUND',
  OUT_OF_STOCK: 'ORDERING.OUT_OF_STOCK',
  PRODUCT_UNAVAILABLE: 'ORDERING.PRODUCT_UNAVAILABLE',
  ZERO_TOTAL: 'ORDERING.ZERO_TOTAL',
  QUANTITY_LIMIT: 'ORDERING.QUANTITY_LIMIT',
  EMAIL_MISMATCH: 'ORDERING.EMAIL_MISMATCH',
  ILLEGAL_TRANSITION: 'ORDERING.ILLEGAL_TRANSITION',
  NOT_CANCELLABLE: 'ORDERING.NOT_CANCELLABLE',
  NOT_DELETABLE: 'ORDERING.NOT_DELETABLE',
  VACCINE_NOT_ORDERABLE: 'ORDERING.VACCINE_NOT_ORDERABLE',
  TOO_MANY_UNPAID_ORDERS: 'ORDERING.TOO_MANY_UNPAID_ORDERS',
} as const;

export const ORDERING_MESSAGES = {
  loginRequired: 'Please log in to place an order.',
  emailUnavailable: 'Valid user email not available. Please log out and log in again.',
  emptyCart: 'Your cart is empty. Add items to place an order.',
  zeroTotal: 'Order total cannot be zero',
  fieldsRequired: 'Please fill out all required fields.',
  contactRequired: 'Please fill out all required contact information.',
  addressRequired: 'Please fill out your complete delivery address.',
  phoneFormat: 'Phone number must be exactly 10 digits and contain only numbers',
  phoneInput: 'Phone number must contain only numbers and be up to 10 digits',
  cityUnknown: `City must be one of: ${DELIVERY_CITIES.join(', ')}`,
  quantityLimit: (name: string) => `You can only add up to 5 of ${name}.`,
  outOfStock: (names: string[]) =>
    `Sorry, ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} out of stock or not available in that quantity.`,
  productUnavailable: (count: number) =>
    `${count === 1 ? 'A product' : `${count} products`} in your cart ${count === 1 ? 'is' : 'are'} no longer sold.`,
  vaccineNotOrderable: (names: string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is a vaccination' : 'are vaccinations'}: please book an appointment at one of our centres instead of ordering it.`,
  orderNotFound: 'Order not found',
  tooManyUnpaidOrders: (count: number, minutes: number) =>
    `You already have ${count} orders waiting for payment or confirmation. Please pay for or cancel one of them in My Orders, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  emailMismatch: 'You can only place orders for your own account.',
  othersOrders: 'You can only see your own orders.',
  illegalTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  onlyPendingCancellable: 'Only pending orders can be cancelled.',
  approvedNotDeletable:
    'This order is approved and on its way, so it cannot be deleted now. Contact us if you need to cancel it.',
  noEmail: 'No email address found for this customer',
  orderDeleted: 'Order deleted successfully.',
  orderCancelled: 'Your order has been successfully cancelled.',
  placeFailed: 'Failed to place the order. Please try again.',
  noResponse: 'An error occurred while placing your order. Please try again.',
  firstOrderDiscount: (percent: number) => `First order discount (${percent}%)`,
  firstOrderInvitation: (percent: number) => `Sign up and get ${percent}% off your first order.`,
  deliveryDetailsSaved: 'Your delivery details are saved.',
} as const;

export const PAYMENT_ERROR_CODES = {
  KHALTI_UNAVAILABLE: 'PAYMENTS.KHALTI_UNAVAILABLE',
  KHALTI_REJECTED: 'PAYMENTS.KHALTI_REJECTED',
  AMOUNT_TOO_SMALL: 'PAYMENTS.AMOUNT_TOO_SMALL',
  NOT_PAYABLE: 'PAYMENTS.NOT_PAYABLE',
  ALREADY_PAID: 'PAYMENTS.ALREADY_PAID',
  PAYMENT_NOT_FOUND: 'PAYMENTS.PAYMENT_NOT_FOUND',
  VERIFICATION_FAILED: 'PAYMENTS.VERIFICATION_FAILED',
  NOT_CASH_ON_DELIVERY: 'PAYMENTS.NOT_CASH_ON_DELIVERY',
  NO_FAILED_REFUND: 'PAYMENTS.NO_FAILED_REFUND',
  NO_CASH_REFUND_DUE: 'PAYMENTS.NO_CASH_REFUND_DUE',
} as const;

/** Khalti's rules (services spec, constants): amounts in paisa, at least Rs 10. */
export const KHALTI_MIN_AMOUNT_PAISA = 1000;

export const PAYMENT_MESSAGES = {
  verificationFailed: 'Payment verification failed',
  verifyFailed: 'Verification failed',
  loadOrderFailed: 'Failed to load order details',
  initiateFailed: 'Failed to initiate payment',
  missingOrder: 'Missing order information. Please reload the page.',
  codUnavailable: 'Payment system unavailable. Please try again later.',
  authError: 'Authentication error. Please login again.',
  codFailed: 'Failed to confirm Cash on Delivery',
  amountTooSmall: 'Amount should be greater than Rs. 10, that is 1000 paisa.',
  notPayable: 'This order can no longer be paid.',
  alreadyPaid: 'This order is already paid.',
  paymentNotFound: 'Payment not found',
  khaltiUnavailable: 'Payment system unavailable. Please try again later.',
  paid: 'Payment successful',
  pending: 'Your payment is still being processed by Khalti. We will confirm it shortly.',
  canceled: 'The payment was canceled. You can try again.',
  expired: 'The payment link expired. You can try again.',
  refunded: 'This payment was refunded.',
  notCashOnDelivery: 'Only cash-on-delivery orders are marked paid by hand.',
  noFailedRefund: 'This order has no failed refund to retry.',
  noCashRefundDue: 'This order has no cash refund due.',
} as const;
