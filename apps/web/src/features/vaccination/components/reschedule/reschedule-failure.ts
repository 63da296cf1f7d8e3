import { VACCINATION_MESSAGES as TEXT } from '@kukur/contracts';
import { ApiError, isNoResponseError } from '@/shared/api';

/** How a refused reschedule is told: inline in the dialog, plus the spec's Connection Error toast without an answer. */
export interface RescheduleFailure {
  message: string;
  connectionLost: boolean;
}

export interface RescheduleFailureTexts {
  rescheduleNetworkError: string;
  rescheduleFailed: string;
}

const serverMessageOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

/** `serverText` words the server's refusal for the reader (useErrorText); its English message by default. */
export function rescheduleFailureOf(
  error: unknown,
  texts: RescheduleFailureTexts = TEXT,
  serverText: (error: unknown, fallback: string) => string = serverMessageOr,
): RescheduleFailure {
  if (isNoResponseError(error)) return { message: texts.rescheduleNetworkError, connectionLost: true };
  return { message: serverText(error, texts.rescheduleFailed), connectionLost: false };
}
