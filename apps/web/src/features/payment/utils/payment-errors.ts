import { ApiError, isNoResponseError } from '@/shared/api';
import type { PaymentTexts } from '../payment-messages';

/** What the payment page says when paying failed, and whether the order is past paying. */
export interface PaymentFailure {
  message: string;
  /** 409: paid already or no longer Pending; the customer is pointed to the order history. */
  closed: boolean;
}

const isConflict = (error: ApiError) => error.status === 409;

/** No answer, or a failure on the server's side: asking again may help, unlike a refusal. */
export function isTransientError(error: unknown): boolean {
  return isNoResponseError(error) || (error instanceof ApiError && error.status >= 500);
}

/**
 * Khalti could not be started: the server's words (Khalti's own for the amount rule, the spec's for an
 * unavailable Khalti), else 'Failed to initiate payment'.
 */
export function initiateFailureOf(error: unknown, PAYMENT_TEXT: PaymentTexts): PaymentFailure {
  if (!(error instanceof ApiError)) return { message: PAYMENT_TEXT.page.initiateFailed, closed: false };
  return {
    message: PAYMENT_TEXT.server(error) ?? PAYMENT_TEXT.page.initiateFailed,
    closed: isConflict(error),
  };
}

/**
 * Cash on delivery could not be recorded (services spec, section 8): 404 'Payment system unavailable.
 * Please try again later.', 401 or 403 'Authentication error. Please login again.', else the server's
 * message or 'Failed to confirm Cash on Delivery'.
 */
export function cashOnDeliveryFailureOf(error: unknown, PAYMENT_TEXT: PaymentTexts): PaymentFailure {
  if (!(error instanceof ApiError)) return { message: PAYMENT_TEXT.page.codFailed, closed: false };
  if (error.status === 404) return { message: PAYMENT_TEXT.page.codUnavailable, closed: false };
  if (error.status === 401 || error.status === 403)
    return { message: PAYMENT_TEXT.page.authError, closed: false };
  return { message: PAYMENT_TEXT.server(error) ?? PAYMENT_TEXT.page.codFailed, closed: isConflict(error) };
}

/** What the success page says when the server could not verify the payment. */
export interface VerificationFailure {
  title: string;
  detail: string | null;
  /** No answer or a failure on the server's side: asking again may help. */
  transient: boolean;
}

/**
 * 402 means the server refused the payment (wrong amount, tampering): 'Payment verification failed'.
 * Anything else is 'Verification failed' with the server's reason when it gave one.
 */
export function verificationFailureOf(error: unknown, PAYMENT_TEXT: PaymentTexts): VerificationFailure {
  if (error instanceof ApiError && error.status === 402) {
    return { title: PAYMENT_TEXT.success.verificationFailed, detail: null, transient: false };
  }
  const detail = error instanceof ApiError ? (PAYMENT_TEXT.server(error) ?? null) : null;
  return { title: PAYMENT_TEXT.success.verifyFailed, detail, transient: isTransientError(error) };
}
