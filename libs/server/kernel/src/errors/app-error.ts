import { ERROR_CODES } from '@kukur/contracts';

/**
 * An expected failure with a stable code. Thrown by handlers and entities; the HTTP filter
 * turns it into `{ statusCode, error, message, code }` in one place.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(
    code: string = ERROR_CODES.NOT_FOUND,
    message = 'Not found',
    details?: Record<string, unknown>,
  ) {
    super(code, message, 404, details);
  }
}

export class ConflictError extends AppError {
  constructor(code: string = ERROR_CODES.CONFLICT, message = 'Conflict', details?: Record<string, unknown>) {
    super(code, message, 409, details);
  }
}

export class ValidationFailedError extends AppError {
  constructor(
    message: string,
    readonly fields: string[],
    details?: Record<string, unknown>,
  ) {
    super(ERROR_CODES.VALIDATION_FAILED, message, 400, { fields, ...details });
  }
}

export class UnauthorizedError extends AppError {
  constructor(
    code: string = ERROR_CODES.UNAUTHORIZED,
    message = 'Unauthorized',
    details?: Record<string, unknown>,
  ) {
    super(code, message, 401, details);
  }
}

export class ForbiddenError extends AppError {
  constructor(
    code: string = ERROR_CODES.FORBIDDEN,
    message = 'Forbidden',
    details?: Record<string, unknown>,
  ) {
    super(code, message, 403, details);
  }
}

/** Asked too often; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, 429, { retryAfterSeconds });
  }
}

/** A dependency (Redis, a provider) is down for a while; `retryAfterSeconds` becomes the Retry-After header. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'This service is briefly unavailable. Please try again in a minute.',
    readonly retryAfterSeconds = 30,
    code: string = ERROR_CODES.SERVICE_UNAVAILABLE,
  ) {
    super(code, message, 503, { retryAfterSeconds });
  }
}

/**
 * A dependency the request needed cannot be reached right now: what ioredis throws after its retries or when
 * its connection is gone, and a refused or timed-out connection (Redis or PostgreSQL).
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    /Connection is closed|Stream isn't writeable|ECONNREFUSED|ECONNRESET|ETIMEDOUT/.test(error.message)
  );
}
