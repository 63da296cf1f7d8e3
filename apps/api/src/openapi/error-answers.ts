import type {
  OperationObject,
  ReferenceObject,
  ResponseObject,
  ResponsesObject,
  SchemaObject,
} from '@nestjs/swagger';
import { API_TOKEN_ERROR_CODES, API_TOKEN_MESSAGES, ERROR_CODES, type ApiTokenScope } from '@kukur/contracts';
import {
  ERROR_ANSWERS_EXTENSION,
  errorAnswer,
  UNCHECKED_QUERY_EXTENSION,
  type ErrorAnswer,
} from '@kukur/server-kernel';
import { STATUS_CODES } from 'node:http';
import { exampleOf } from './schema-example';

const ERROR_BODY: ReferenceObject = { $ref: '#/components/schemas/ErrorResponseDto' };

/** Answers any operation can give, described once under components.responses and referred to by all. */
export const SHARED_ERROR_RESPONSES: Record<string, { answer: ErrorAnswer; description: string }> = {
  InternalError: {
    answer: errorAnswer(
      500,
      ERROR_CODES.INTERNAL,
      'Something went wrong on our side. Please try again later.',
    ),
    description: 'An unexpected failure on the server (logged there); the request may be tried again later',
  },
  ServiceUnavailable: {
    answer: errorAnswer(
      503,
      ERROR_CODES.SERVICE_UNAVAILABLE,
      'This service is briefly unavailable. Please try again in a minute.',
      { retryAfterSeconds: 30 },
    ),
    description: 'The database or Redis is briefly out of reach; try again after Retry-After seconds',
  },
};

/** The body of an answer as the server sends it, for the document's examples. */
export function errorBodyOf(answer: ErrorAnswer): Record<string, unknown> {
  return {
    statusCode: answer.status,
    error: STATUS_CODES[answer.status] ?? 'Error',
    message: answer.message,
    code: answer.code,
    ...answer.details,
  };
}

/**
 * Turns the error answers the decorators declared (ApiErrorAnswers) into the operation's responses: one per
 * status, whose description lists every `code` with its message, whose schema names the codes as an enum and
 * which carries an example of each. Answers every operation of a kind gives are added here: a rejected body
 * or query (400) and what an API token is refused with (403). Every operation also refers to the shared 500
 * and 503 answers.
 */
export function documentErrorAnswers(
  operation: OperationObject,
  schemas: Record<string, SchemaObject | ReferenceObject>,
): void {
  const answers = [...declaredAnswers(operation), ...answersOfItsKind(operation)];
  const byStatus = new Map<number, ErrorAnswer[]>();
  for (const answer of answers) {
    const same = byStatus.get(answer.status) ?? [];
    if (!same.some((known) => known.code === answer.code && known.message === answer.message))
      same.push(answer);
    byStatus.set(answer.status, same);
  }
  const responses: ResponsesObject = operation.responses;
  // A status the operation answers with codes of its own (a payment provider's 503) lists the shared code too.
  const sharedByStatus = new Map<number, string>();
  for (const [name, { answer }] of Object.entries(SHARED_ERROR_RESPONSES)) {
    byStatus.get(answer.status)?.push(answer);
    sharedByStatus.set(answer.status, name);
  }
  for (const [status, ofStatus] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = responseOf(responses[String(status)], ofStatus, schemas);
  }
  for (const [status, name] of sharedByStatus) {
    responses[String(status)] ??= { $ref: `#/components/responses/${name}` };
  }
}

/** The shared answers, for components.responses. */
export function sharedErrorResponses(): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.entries(SHARED_ERROR_RESPONSES).map(([name, { answer, description }]) => [
      name,
      responseOf({ description }, [answer], {}),
    ]),
  );
}

function declaredAnswers(operation: OperationObject): ErrorAnswer[] {
  const extensions = operation as unknown as Record<string, unknown>;
  const answers: ErrorAnswer[] = [];
  for (const key of Object.keys(extensions)) {
    if (!key.startsWith(`${ERROR_ANSWERS_EXTENSION}-`)) continue;
    answers.push(...(extensions[key] as ErrorAnswer[]));
    delete extensions[key];
  }
  return answers;
}

function answersOfItsKind(operation: OperationObject): ErrorAnswer[] {
  const answers: ErrorAnswer[] = [];
  if (checksItsQuery(operation) || operation.requestBody !== undefined) {
    // Every such request is checked against its DTO, which refuses fields it does not know: true of all of them.
    const message = 'property discount should not exist';
    answers.push(
      errorAnswer(400, ERROR_CODES.VALIDATION_FAILED, message, {
        fields: ['discount'],
        errors: [{ field: 'discount', messages: [message] }],
      }),
    );
  }
  const takesBearer = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
  if (takesBearer) {
    const scope = (operation as { 'x-api-token-scope'?: ApiTokenScope })['x-api-token-scope'];
    answers.push(
      scope
        ? errorAnswer(403, API_TOKEN_ERROR_CODES.SCOPE_MISSING, API_TOKEN_MESSAGES.scopeMissing(scope))
        : errorAnswer(403, API_TOKEN_ERROR_CODES.NOT_FOR_TOKENS, API_TOKEN_MESSAGES.notForTokens),
    );
  }
  return answers;
}

/**
 * Whether the validation pipe checks the operation's query: a query DTO refuses unknown and malformed fields. An
 * operation that reads a bare parameter on its own (a link's `token`) says so with `@UncheckedQuery()`.
 */
function checksItsQuery(operation: OperationObject): boolean {
  const extensions = operation as unknown as Record<string, unknown>;
  const unchecked = extensions[UNCHECKED_QUERY_EXTENSION] === true;
  delete extensions[UNCHECKED_QUERY_EXTENSION];
  return (
    !unchecked &&
    (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'query')
  );
}

function responseOf(
  existing: ResponseObject | ReferenceObject | undefined,
  answers: ErrorAnswer[],
  schemas: Record<string, SchemaObject | ReferenceObject>,
): ResponseObject {
  const before = existing && !('$ref' in existing) ? existing : undefined;
  const media = before?.content?.['application/json'];
  const bodySchema = media?.schema ?? ERROR_BODY;
  // A body of its own (an order's conflict names the products) keeps its fields in every example.
  const ownFields =
    bodySchema === ERROR_BODY || ('$ref' in bodySchema && bodySchema.$ref === ERROR_BODY.$ref)
      ? {}
      : (exampleOf(bodySchema, schemas, 'response') as Record<string, unknown>);
  const codes = [...new Set(answers.map((answer) => answer.code))];
  // A code the server sends with more than one message has an example of each: CODE, CODE (2), ...
  const seen = new Map<string, number>();
  const exampleNames = answers.map((answer) => {
    const count = (seen.get(answer.code) ?? 0) + 1;
    seen.set(answer.code, count);
    return count === 1 ? answer.code : `${answer.code} (${count})`;
  });
  const lead = before?.description?.trim() || (STATUS_CODES[answers[0]!.status] ?? 'Error');
  return {
    ...before,
    description: [lead, '', ...answers.map((answer) => `- \`${answer.code}\`: ${answer.message}`)].join('\n'),
    content: {
      'application/json': {
        schema: {
          allOf: [bodySchema, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
        },
        examples: Object.fromEntries(
          answers.map((answer, at) => [
            exampleNames[at],
            { summary: answer.message, value: { ...ownFields, ...errorBodyOf(answer) } },
          ]),
        ),
      },
    },
  };
}
