import { ApiExtension } from '@nestjs/swagger';

/**
 * One error answer an operation can give: its status, its stable `code` and the message it comes with (the
 * document's example). `details` are the extra fields of that answer's body (a validation failure's `fields`).
 */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Where the decorators leave an operation's error answers for the document to turn into its responses. */
export const ERROR_ANSWERS_EXTENSION = 'x-error-answers';

/**
 * The error answers of an operation (or of every operation of a controller). The OpenAPI document lists each
 * one under its status with the code, the message and an example; the API tests fail on an answer a route
 * gives that its operation does not list. `source` keeps answers from different decorators of one operation
 * apart (the access decorators' answers sit beside the operation's own).
 */
export function ApiErrorAnswers(
  answers: ErrorAnswer[],
  source = 'operation',
): MethodDecorator & ClassDecorator {
  return ApiExtension(`${ERROR_ANSWERS_EXTENSION}-${source}`, answers);
}

/** An answer of this status and code; the message is what the server says with it. */
export function errorAnswer(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): ErrorAnswer {
  return details ? { status, code, message, details } : { status, code, message };
}

/** Where @UncheckedQuery leaves its mark for the document. */
export const UNCHECKED_QUERY_EXTENSION = 'x-unchecked-query';

/**
 * The operation reads its query parameters one by one (`@Query('token')`), with no DTO for the validation pipe to
 * check: the document then gives it no automatic 400 COMMON.VALIDATION_FAILED; its own answers say what it refuses.
 */
export function UncheckedQuery(): MethodDecorator {
  return ApiExtension(UNCHECKED_QUERY_EXTENSION, true);
}
