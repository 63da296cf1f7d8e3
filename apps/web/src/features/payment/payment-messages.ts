import { PAYMENT_MESSAGES } from '@kukur/contracts';

/**
 * Every text of /payment and /payment-success. The error texts are verbatim from the services spec
 * (section 8, through @kukur/contracts); the 24-48 hours delivery estimate is its constant (section 9).
 * The summary's own words (shipping Free among them) are the shared ORDER_TEXT.
 */
export const PAYMENT_TEXT = {
  common: {
    khalti: 'Khalti',
    cashOnDelivery: 'Cash on Delivery',
    viewOrders: 'View My Orders',
    continueShopping: 'Continue Shopping',
    tryAgain: 'Try Again',
  },
  page: {
    title: 'Payment',
    lead: 'Check your order and choose how you would like to pay.',
    loadingOrder: 'Loading your order...',
    missingOrder: PAYMENT_MESSAGES.missingOrder,
    loadFailed: PAYMENT_MESSAGES.loadOrderFailed,
    deliverTo: 'Deliver To',
    methodTitle: 'Payment Method',
    khaltiHint: 'Pay with your Khalti wallet. You will finish the payment on Khalti’s page.',
    cashOnDeliveryHint: 'Pay in cash when your order arrives.',
    payWithKhalti: (amount: string) => `Pay ${amount} with Khalti`,
    confirmCashOnDelivery: 'Confirm Cash on Delivery',
    redirecting: 'Taking you to Khalti...',
    alreadyPaid: PAYMENT_MESSAGES.alreadyPaid,
    notPayable: PAYMENT_MESSAGES.notPayable,
    closedHint: 'You can follow it in your order history.',
    initiateFailed: PAYMENT_MESSAGES.initiateFailed,
    codUnavailable: PAYMENT_MESSAGES.codUnavailable,
    authError: PAYMENT_MESSAGES.authError,
    codFailed: PAYMENT_MESSAGES.codFailed,
  },
  success: {
    verifying: 'Verifying your payment with Khalti...',
    paidTitle: 'Payment Successful!',
    paidLead: 'Thank you! We have received your payment and your order is confirmed.',
    codTitle: 'Order Confirmed!',
    codLead: 'Thank you! Please keep the cash ready when your order arrives.',
    detailsLabel: 'Order details',
    orderId: 'Order ID',
    amount: 'Amount',
    amountDue: 'Amount Due on Delivery',
    method: 'Payment Method',
    transactionId: 'Transaction ID',
    paymentStatus: 'Payment Status',
    paid: 'Paid',
    payOnDelivery: 'Pay on delivery',
    delivery: 'Estimated delivery: 24-48 hours',
    pendingTitle: 'Payment Processing',
    checkAgain: 'Check Again',
    canceledTitle: 'Payment Canceled',
    expiredTitle: 'Payment Link Expired',
    refundedTitle: 'Payment Refunded',
    verificationFailed: PAYMENT_MESSAGES.verificationFailed,
    verifyFailed: PAYMENT_MESSAGES.verifyFailed,
    noOrderTitle: 'No order information found',
    noOrder: 'Taking you to the home page in 3 seconds...',
    goHome: 'Go to Home',
  },
} as const;
