import {
  ERROR_CODES,
  ORDERING_ERROR_CODES,
  ORDERING_MESSAGES,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
} from '@kukur/contracts';
import { errorAnswer, type ErrorAnswer } from '@kukur/server-kernel';

/** The order being paid is not there (for a customer: not theirs, or deleted from their history). */
export const ORDER_NOT_FOUND = errorAnswer(
  404,
  ORDERING_ERROR_CODES.ORDER_NOT_FOUND,
  ORDERING_MESSAGES.orderNotFound,
);

/** An order that cannot take a payment (any more); `status` is the order's current one. */
export const ALREADY_PAID = errorAnswer(409, PAYMENT_ERROR_CODES.ALREADY_PAID, PAYMENT_MESSAGES.alreadyPaid);
export const NOT_PAYABLE = errorAnswer(409, PAYMENT_ERROR_CODES.NOT_PAYABLE, PAYMENT_MESSAGES.notPayable, {
  status: 'Cancelled',
});

/**
 * Khalti's failures as the customer is told them (khaltiFailure): a request Khalti refused (400, in Khalti's
 * own words when it gives some, else the operation's fallback text), our key refused (502), Khalti not
 * configured, unreachable, timed out or answering 5xx (503).
 */
export const KHALTI_UNAVAILABLE = errorAnswer(
  503,
  PAYMENT_ERROR_CODES.KHALTI_UNAVAILABLE,
  PAYMENT_MESSAGES.khaltiUnavailable,
);
export const KHALTI_REJECTED_INITIATE = errorAnswer(
  400,
  PAYMENT_ERROR_CODES.KHALTI_REJECTED,
  PAYMENT_MESSAGES.initiateFailed,
);
export const KHALTI_REFUSED_KEY_INITIATE = errorAnswer(
  502,
  PAYMENT_ERROR_CODES.KHALTI_UNAVAILABLE,
  PAYMENT_MESSAGES.initiateFailed,
);
export const KHALTI_REJECTED_VERIFY = errorAnswer(
  400,
  PAYMENT_ERROR_CODES.KHALTI_REJECTED,
  PAYMENT_MESSAGES.verifyFailed,
);
export const KHALTI_REFUSED_KEY_VERIFY = errorAnswer(
  502,
  PAYMENT_ERROR_CODES.KHALTI_UNAVAILABLE,
  PAYMENT_MESSAGES.verifyFailed,
);

/** Starting a Khalti payment: Khalti's minimum, then the order, then Khalti itself. */
export const AMOUNT_TOO_SMALL = errorAnswer(
  400,
  PAYMENT_ERROR_CODES.AMOUNT_TOO_SMALL,
  PAYMENT_MESSAGES.amountTooSmall,
);
export const INITIATE_PAYMENT_ANSWERS: ErrorAnswer[] = [
  AMOUNT_TOO_SMALL,
  KHALTI_REJECTED_INITIATE,
  ORDER_NOT_FOUND,
  ALREADY_PAID,
  NOT_PAYABLE,
  KHALTI_REFUSED_KEY_INITIATE,
  KHALTI_UNAVAILABLE,
];

/**
 * Verifying a Khalti payment: a pidx unknown here (or not the caller's) or at Khalti, a lookup that does not
 * pay the order (wrong amount or pidx, refunded before it was confirmed, paid twice), the order deleted from
 * the customer's history meanwhile, and Khalti's failures.
 */
export const PAYMENT_NOT_FOUND = errorAnswer(
  404,
  PAYMENT_ERROR_CODES.PAYMENT_NOT_FOUND,
  PAYMENT_MESSAGES.paymentNotFound,
);
export const VERIFICATION_FAILED = errorAnswer(
  402,
  PAYMENT_ERROR_CODES.VERIFICATION_FAILED,
  PAYMENT_MESSAGES.verificationFailed,
);
export const VERIFY_PAYMENT_ANSWERS: ErrorAnswer[] = [
  KHALTI_REJECTED_VERIFY,
  VERIFICATION_FAILED,
  PAYMENT_NOT_FOUND,
  ORDER_NOT_FOUND,
  KHALTI_REFUSED_KEY_VERIFY,
  KHALTI_UNAVAILABLE,
];

/**
 * Cash on delivery: Khalti is never recorded by hand (400), only the shop marks cash received (403), and it
 * marks only a cash-on-delivery order that is not cancelled (409).
 */
export const KHALTI_NOT_RECORDABLE = errorAnswer(
  400,
  PAYMENT_ERROR_CODES.NOT_CASH_ON_DELIVERY,
  PAYMENT_MESSAGES.notCashOnDelivery,
);
/** The handler's own words (ForbiddenError with the default code); no contract constant holds them. */
export const CASH_RECEIVED_BY_SHOP_ONLY = errorAnswer(
  403,
  ERROR_CODES.FORBIDDEN,
  'Only the shop marks cash as received.',
);
export const NOT_CASH_ON_DELIVERY = errorAnswer(
  409,
  PAYMENT_ERROR_CODES.NOT_CASH_ON_DELIVERY,
  PAYMENT_MESSAGES.notCashOnDelivery,
);
export const RECORD_PAYMENT_ANSWERS: ErrorAnswer[] = [
  KHALTI_NOT_RECORDABLE,
  CASH_RECEIVED_BY_SHOP_ONLY,
  ORDER_NOT_FOUND,
  ALREADY_PAID,
  NOT_PAYABLE,
  NOT_CASH_ON_DELIVERY,
];

/** The admin's refund actions on an order with no refund of that kind open. */
export const NO_FAILED_REFUND = errorAnswer(
  409,
  PAYMENT_ERROR_CODES.NO_FAILED_REFUND,
  PAYMENT_MESSAGES.noFailedRefund,
);
export const NO_CASH_REFUND_DUE = errorAnswer(
  409,
  PAYMENT_ERROR_CODES.NO_CASH_REFUND_DUE,
  PAYMENT_MESSAGES.noCashRefundDue,
);
