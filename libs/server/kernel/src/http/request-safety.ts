import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ValidationFailedError } from '../errors/app-error';
import { urlPath } from './url-path';

/** Deeper than any DTO of ours; far below what would overflow a validator's recursion. */
export const MAX_INPUT_DEPTH = 32;
/** The largest JSON or form body the API reads (uploads are multipart and have their own limit). */
export const BODY_LIMIT = 1024 * 1024;

const NUL = '\u0000';

/** The first problem in a parsed body or query, walking it without recursion. */
export function unsafeInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return 'Text may not contain NUL characters';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return `The input is nested too deeply (at most ${maxDepth} levels)`;
    for (const [key, child] of Object.entries(current)) {
      if (key.includes(NUL)) return 'Text may not contain NUL characters';
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, before any route runs, input that no field of ours accepts but that would otherwise reach a
 * validator's recursion or PostgreSQL (which cannot store NUL): a NUL byte in the path, query or body, or
 * nesting deeper than MAX_INPUT_DEPTH. A `preValidation` hook: it runs once the body is parsed.
 */
export function rejectUnsafeInput(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  let path: string;
  try {
    path = decodeURIComponent(urlPath(request.url));
  } catch {
    return done(new ValidationFailedError('The address is not correctly encoded', ['path']));
  }
  const problem =
    (path.includes(NUL) ? 'Text may not contain NUL characters' : null) ??
    unsafeInputProblem(request.query) ??
    unsafeInputProblem(request.body);
  done(problem ? new ValidationFailedError(problem, []) : undefined);
}
