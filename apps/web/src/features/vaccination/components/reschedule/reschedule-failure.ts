import { VACCINATION_MESSAGES as TEXT } from '@kukur/contracts';
import { ApiError, isNoResponseError } from '@/shared/api';

/** How a refused reschedule is told: inline in the dialog, plus the spec's Connection Error toast without an answer. */
export interface RescheduleFailure {
  message: string;
  connectionLost: boolean;
}

export function rescheduleFailureOf(error: unknown): RescheduleFailure {
  if (isNoResponseError(error)) return { message: TEXT.rescheduleNetworkError, connectionLost: true };
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return { message: serverMessage ?? TEXT.rescheduleFailed, connectionLost: false };
}
