import { MESSAGES } from '@kukur/contracts';

/** The texts of the admin product screens, verbatim from the spec (services-and-admin sections 5 and 8). */
export const ADMIN_PRODUCTS_MESSAGES = {
  errorTitle: 'Error',
  loadFailed: (reason: string) => `Failed to load products: ${reason}`,
  successTitle: 'Success',
  deleted: 'Product deleted',
  deleteFailed: (reason: string) => `Failed to delete product: ${reason}`,

  imageUrlRequired: 'Please enter an image URL',
  imageFileRequired: 'Please select an image file first',
  imageHint: 'JPG, PNG, or GIF up to 5MB',
  imageTip: 'Tip: use square images of at least 500x500 pixels.',
  imageUpdated: 'Product image updated successfully!',
  updateFailedTitle: 'Update Failed',
  imageUpdateFailed: 'Failed to update product image. Please try again.',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload image. Please try again.',

  missingFields: MESSAGES.catalogue.missingFields,
  invalidPrice: MESSAGES.catalogue.invalidPrice,
  priceDecimals: 'Price can have at most two decimals',
  invalidOldPrice: MESSAGES.catalogue.invalidOldPrice,
  invalidStock: MESSAGES.catalogue.invalidStock,
  invalidNextDose: MESSAGES.catalogue.invalidNextDose,
  addFailed: (reason: string) => `Failed to add product: ${reason}`,
  updateFailed: (reason: string) => `Failed to update product: ${reason}`,
  addedTitle: 'Product Added',
  added: (name: string) => `${name} is now in the shop.`,
  updatedTitle: 'Product Updated',
  updated: (name: string) => `${name} has been saved.`,
  productLoadFailed: MESSAGES.catalogue.productLoadFailed,

  notifyTitle: 'Notify Customers?',
  notifyQuestion:
    'Send an e-mail about this product to everyone who asked for news: confirmed newsletter subscribers and customers who opted in?',
  notifyFailed: 'Failed to send notifications. Please try again.',
  notifySending: (recipients: number) =>
    `Sending to ${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}...`,
  notifyDone: (sent: number, failed: number) => `Notifications sent: ${sent} sent, ${failed} failed.`,
  notifyDoneTitle: 'Notifications Sent',
  sendingTitle: 'Announcements being sent',
  sendingCounts: (sent: number, failed: number, recipients: number) =>
    `${sent} sent · ${failed} failed · ${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}`,
  sendingProgress: (productName: string) => `Announcement of ${productName}`,
} as const;

/** The reason to show after "Failed to ...: ": the server's message, else the error's own text. */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
