import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import { errorAnswer, type ErrorAnswer } from '@kukur/server-kernel';

/** A product the shop does not show: a malformed or unknown id, or one taken off the shop. */
export const PRODUCT_NOT_FOUND = errorAnswer(
  404,
  ERROR_CODES.PRODUCT_NOT_FOUND,
  MESSAGES.catalogue.productNotFound,
);

/** REVIEW_RATE_LIMIT posts an hour per account; the message says the wait in whole minutes. */
export const TOO_MANY_REVIEWS = errorAnswer(
  429,
  ERROR_CODES.TOO_MANY_REVIEWS,
  MESSAGES.catalogue.tooManyReviews(42),
  { retryAfterSeconds: 2512 },
);

/** A product image upload: no file (or an empty one), over 5 MB, or not a JPEG, PNG, GIF or WebP image. */
export const IMAGE_MISSING = errorAnswer(400, ERROR_CODES.IMAGE_MISSING, MESSAGES.catalogue.imageRequired);
export const IMAGE_TOO_LARGE = errorAnswer(
  413,
  ERROR_CODES.IMAGE_TOO_LARGE,
  MESSAGES.catalogue.imageTooLarge,
);
export const IMAGE_UNSUPPORTED = errorAnswer(
  415,
  ERROR_CODES.IMAGE_UNSUPPORTED,
  MESSAGES.catalogue.imageUnsupported,
);
export const PRODUCT_IMAGE_ANSWERS: ErrorAnswer[] = [IMAGE_MISSING, IMAGE_TOO_LARGE, IMAGE_UNSUPPORTED];
