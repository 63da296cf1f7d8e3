import { ORDERING_MESSAGES } from '@kukur/contracts';

/** Every text of the order history. Quoted ones are verbatim from the services spec (Profile, section 8). */
export const ORDERS_MESSAGES = {
  loading: 'Loading your orders...',
  loadFailed: 'Failed to load data',
  noEmail: 'User email not available.',
  tryAgain: 'Try Again',
  empty: 'You have not placed any orders yet.',
  shopProducts: 'Shop Products',
  listLabel: 'Your orders',
  placedOn: 'Placed on',
  notSpecified: 'Not specified',
  products: 'Products',
  payment: 'Payment',
  paymentMethods: { khalti: 'Khalti', cod: 'Cash on delivery' },
  refundedAmount: (amount: string) => `${amount} refunded`,

  cancel: 'Cancel Order',
  cancelLabel: (reference: string) => `Cancel order #${reference}`,
  cancelConfirmTitle: 'Cancel this order?',
  cancelConfirm: 'Are you sure you want to cancel this order? This action cannot be undone.',
  refundByKhalti: (amount: string) =>
    `You paid ${amount} with Khalti: cancelling asks Khalti to refund it to your Khalti wallet. We e-mail you as soon as Khalti confirms the refund.`,
  refundInCash: (amount: string) => `You paid ${amount} in cash: the shop will contact you to give it back.`,
  keepOrder: 'Keep Order',
  cancelledTitle: 'Order Cancelled',
  cancelled: ORDERING_MESSAGES.orderCancelled,
  cancelFailedTitle: 'Cancellation Failed',
  cancelFailed: 'Failed to cancel order',

  delete: 'Delete',
  deleteLabel: (reference: string) => `Delete order #${reference}`,
  deleteConfirmTitle: 'Delete this order?',
  deleteConfirm: 'The order will be removed from your order history.',
  deletePendingConfirm:
    'This order is still pending, so deleting it cancels it first: its products go back to the shop and it will not be delivered. It is then removed from your order history.',
  deleteConfirmOk: 'Delete Order',
  deletedTitle: 'Order Deleted',
  deleted: ORDERING_MESSAGES.orderDeleted,
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete order',
} as const;
