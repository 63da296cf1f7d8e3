import { ERROR_CODES, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@kukur/contracts';
import { AppError } from '@kukur/server-kernel';
import { KhaltiError } from '../khalti/khalti-api';

/**
 * What the customer is told when Khalti fails: Khalti's own words for a refused request, the spec's texts
 * otherwise. (Our side of it has been logged by the client.)
 */
export function khaltiFailure(error: unknown, fallback: string): AppError {
  if (!(error instanceof KhaltiError))
    return error instanceof AppError ? error : new AppError(ERROR_CODES.INTERNAL, fallback, 500);
  switch (error.kind) {
    case 'validation':
      return new AppError(PAYMENT_ERROR_CODES.KHALTI_REJECTED, error.customerMessage ?? fallback, 400);
    case 'not-found':
      return new AppError(PAYMENT_ERROR_CODES.PAYMENT_NOT_FOUND, PAYMENT_MESSAGES.paymentNotFound, 404);
    case 'auth':
      return new AppError(PAYMENT_ERROR_CODES.KHALTI_UNAVAILABLE, fallback, 502);
    case 'unavailable':
      return new AppError(PAYMENT_ERROR_CODES.KHALTI_UNAVAILABLE, PAYMENT_MESSAGES.khaltiUnavailable, 503);
  }
}
