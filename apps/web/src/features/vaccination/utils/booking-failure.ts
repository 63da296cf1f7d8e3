import { VACCINATION_ERROR_CODES, VACCINATION_MESSAGES as TEXT } from '@kukur/contracts';
import { ApiError, isNoResponseError } from '@/shared/api';

/** What to tell the customer when a booking was refused; `slotTaken` sends them back to pick a time. */
export interface BookingFailure {
  message: string;
  slotTaken: boolean;
}

/** The words of the failures, in the reader's language (English, the spec's, unless given). */
export interface BookingFailureTexts {
  noResponse: string;
  bookingError: string;
  slotTaken: string;
  missingRequiredFields: (fields: string[]) => string;
}

const serverMessageOr = (error: ApiError, fallback: string) => error.serverMessage ?? fallback;

/**
 * The spec's booking error catalogue: a taken time (409, or a message saying so), missing fields, the
 * server's message, 'An error occurred during booking', or no answer at all.
 */
export function bookingFailureOf(
  error: unknown,
  texts: BookingFailureTexts = TEXT,
  serverText: (error: ApiError, fallback: string) => string = serverMessageOr,
): BookingFailure {
  if (isNoResponseError(error)) return { message: texts.noResponse, slotTaken: false };
  if (!(error instanceof ApiError)) return { message: texts.bookingError, slotTaken: false };
  // A 409 may also be a vaccine out of doses: only the taken time sends the customer back to step 1.
  const slotTaken =
    error.code === VACCINATION_ERROR_CODES.SLOT_TAKEN ||
    /time slot is already booked/i.test(error.serverMessage ?? '');
  if (slotTaken) return { message: texts.slotTaken, slotTaken: true };
  if (error.missingFields.length > 0) {
    return { message: texts.missingRequiredFields(error.missingFields), slotTaken: false };
  }
  return { message: serverText(error, texts.bookingError), slotTaken: false };
}
