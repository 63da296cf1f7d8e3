import { ERROR_CODES, MESSAGES, PARTNERSHIP_MESSAGES } from '@kukur/contracts';
import { errorAnswer } from '@kukur/server-kernel';

/**
 * The error answers of the newsletter, announcement and partnership operations, for `@ApiErrorAnswers`.
 * Login, admin and input-validation answers are declared by the access decorators and the document itself.
 */

/** The signed token of a marketing e-mail's link was changed, is foreign, of another purpose or garbled. */
export const MARKETING_LINK_INVALID = errorAnswer(
  400,
  ERROR_CODES.MARKETING_LINK_INVALID,
  MESSAGES.newsletter.invalidLink,
);
/** A confirmation link older than a week (unsubscribe links never expire). */
export const MARKETING_LINK_EXPIRED = errorAnswer(
  400,
  ERROR_CODES.MARKETING_LINK_EXPIRED,
  MESSAGES.newsletter.expiredLink,
);
/** What a confirmation link can be refused with. */
export const CONFIRM_LINK_ANSWERS = [MARKETING_LINK_INVALID, MARKETING_LINK_EXPIRED];

/** The confirmed address was unsubscribed since, or never subscribed. */
export const NOTHING_TO_CONFIRM = errorAnswer(
  404,
  ERROR_CODES.NOTHING_TO_CONFIRM,
  MESSAGES.newsletter.nothingToConfirm,
);

/** Subscriptions asked for from one client address in an hour. */
export const TOO_MANY_SUBSCRIPTIONS = errorAnswer(
  429,
  ERROR_CODES.TOO_MANY_SUBSCRIPTIONS,
  MESSAGES.newsletter.tooManyRequests(25),
  { retryAfterSeconds: 1500 },
);

/** The announcement asked about does not exist (an unknown product to announce is the catalogue's answer). */
export const ANNOUNCEMENT_NOT_FOUND = errorAnswer(
  404,
  ERROR_CODES.ANNOUNCEMENT_NOT_FOUND,
  MESSAGES.catalogue.announcementNotFound,
);

/** Partner enquiries sent from one client address in an hour. */
export const TOO_MANY_PARTNER_ENQUIRIES = errorAnswer(
  429,
  ERROR_CODES.TOO_MANY_PARTNER_ENQUIRIES,
  PARTNERSHIP_MESSAGES.tooManyEnquiries(37),
  { retryAfterSeconds: 2200 },
);
