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

  cancel: 'Cancel Order',
  cancelLabel: (reference: string) => `Cancel order #${reference}`,
  cancelConfirmTitle: 'Cancel this order?',
  cancelConfirm: 'Are you sure you want to cancel this order? This action cannot be undone.',
  keepOrder: 'Keep Order',
  cancelledTitle: 'Order Cancelled',
  cancelled: ORDERING_MESSAGES.orderCancelled,
  cancelFailedTitle: 'Cancellation Failed',
  cancelFailed: 'Failed to cancel order',

  delete: 'Delete',
  deleteLabel: (reference: string) => `Delete order #${reference}`,
  deleteConfirmTitle: 'Delete this order?',
  deleteConfirm: 'The order will be removed from your order history.',
  deleteConfirmOk: 'Delete Order',
  deletedTitle: 'Order Deleted',
  deleted: ORDERING_MESSAGES.orderDeleted,
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete order',
} as const;
