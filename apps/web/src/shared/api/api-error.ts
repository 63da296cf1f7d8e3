import type { ErrorResponse } from './types';

/**
 * A failed API answer: the HTTP status plus the server's `{ message, code }` when it sent one, and the fields
 * a refused form left empty (`missingFields`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly missingFields: string[];

  constructor(status: number, body: unknown) {
    const parsed = isErrorResponse(body) ? body : undefined;
    super(parsed?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed?.code;
    this.missingFields = (parsed?.missingFields ?? []).filter((field) => typeof field === 'string');
  }

  /** The server's own message, only when it sent one (not the generic fallback). */
  get serverMessage(): string | undefined {
    return this.message.startsWith('Request failed with status') ? undefined : this.message;
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof (body as { message: unknown }).message === 'string'
  );
}

/** True when the request got no answer at all (offline, server unreachable): fetch rejects with a TypeError. */
export function isNoResponseError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** True for an answer 429 (asked too often): trying again at once only makes it longer. */
export function isTooManyRequests(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/**
 * The server's "too many requests, try again in ..." text of a 429 answer, to show instead of a generic
 * failure; undefined for any other failure.
 */
export function tooManyRequestsMessage(error: unknown): string | undefined {
  return isTooManyRequests(error) ? error.serverMessage : undefined;
}
