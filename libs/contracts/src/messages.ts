/** The spec's text for a form sent with required fields left empty. */
export function missingFieldsMessage(fields: string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}

/** Texts the spec quotes, shared by server answers and web screens. */
export const MESSAGES = {
  newsletter: {
    emailRequired: 'Email is required',
    invalidEmail: 'Please enter a valid email address',
    /** An address that had already confirmed its subscription asks again. */
    subscribed: 'Successfully subscribed!',
    failed: 'Failed to subscribe. Please try again.',
    /** Double opt-in: nothing is sent to the address until the link in this e-mail is followed. */
    checkInbox:
      'Almost there! Please check your inbox and click the link in our e-mail to confirm your subscription.',
    confirmed: "You're subscribed! We'll e-mail you about new products and offers.",
    unsubscribed:
      'You have been unsubscribed. You will no longer receive newsletters or product announcements from us.',
    invalidLink: 'This link is not valid. Please use the link from the e-mail we sent you.',
    expiredLink: 'This confirmation link has expired. Please subscribe again to get a new one.',
    nothingToConfirm:
      'There is no subscription waiting for confirmation for this address. Please subscribe again.',
    tooManyRequests: (minutes: number) =>
      `Too many subscription requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  catalogue: {
    productsLoadFailed: 'Failed to load products.',
    productLoadFailed: 'Failed to load product details. Please try again later.',
    productNotFound: 'Product not found',
    reviewSubmissionFailedTitle: 'Submission Failed',
    reviewSubmissionFailed: "We couldn't submit your review. Please try again.",
    reviewTextRequired: 'Please write a few words about the product',
    reviewTextTooLong: 'A review can have at most 2000 characters',
    reviewRatingRange: 'Rating must be a whole number from 1 to 5',
    reviewCreated: 'Thank you! Your review is published.',
    reviewUpdated: 'Your review is updated.',
    verifiedBuyer: 'Verified buyer',
    verifiedBuyerHint: 'Bought this product (or had this vaccination) at our shop',
    tooManyReviews: (minutes: number) =>
      `You have posted many reviews in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    missingFields: missingFieldsMessage,
    invalidPrice: 'Price must be a valid positive number',
    invalidOldPrice: 'Old price must be a positive number',
    invalidStock: 'Stock must be a whole number of 0 or more',
    invalidNextDose: 'Next dose must be a whole number of days from 1 to 1825',
    invalidCategory: 'Category must be one of the shop’s categories',
    imageRequired: 'Please choose an image file',
    imageTooLarge: 'The image is larger than 5 MB',
    imageUnsupported: 'The file is not a JPG, PNG, GIF or WebP image',
    announcementNotFound: 'Announcement not found',
  },
  common: {
    notFound: 'Page not found',
    /** The per-address limit of public reads (search, lists): a person never meets it, a script does. */
    tooManyReads: (seconds: number) =>
      `Too many requests from your network. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  },
} as const;
