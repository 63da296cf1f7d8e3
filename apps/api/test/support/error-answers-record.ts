import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One error answer the API gave during the test run: the operation (as the document names it) and its code. */
export interface ObservedErrorAnswer {
  method: string;
  path: string;
  status: number;
  code: string;
}

const RECORD_FOLDER = join(process.cwd(), 'tmp', 'api-error-answers');

/** Forgets what an earlier run observed (the API suite's global setup). */
export function clearObservedErrorAnswers(): void {
  rmSync(RECORD_FOLDER, { recursive: true, force: true });
}

const routed = new WeakSet<FastifyRequest>();

/** A `preHandler` hook: the request got past the HTTP layer to its route (guards, pipes, handler). */
export function reachedRoute(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  routed.add(request);
  done();
}

/**
 * A Fastify `onSend` hook that writes down every error answer with a `code` that a route gave, so that the
 * run can check the OpenAPI document names each one. Requests no route matched (an unknown path) and those
 * the HTTP layer refused before their route ran (a body the parser refused, a NUL byte in the address) are
 * not any operation's answers and are left out.
 */
export function recordErrorAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const route = request.routeOptions.url;
  if (
    reply.statusCode >= 400 &&
    routed.has(request) &&
    String(reply.getHeader('content-type')).startsWith('application/json') &&
    typeof route === 'string' &&
    typeof payload === 'string'
  ) {
    const code = (JSON.parse(payload) as { code?: unknown } | null)?.code;
    if (typeof code === 'string') {
      const answer: ObservedErrorAnswer = {
        method: request.method.toLowerCase(),
        path: route.replace(/:(\w+)/g, '{$1}'),
        status: reply.statusCode,
        code,
      };
      mkdirSync(RECORD_FOLDER, { recursive: true });
      appendFileSync(join(RECORD_FOLDER, `${process.pid}.jsonl`), `${JSON.stringify(answer)}\n`);
    }
  }
  done(null, payload);
}

/** Every distinct error answer recorded so far in this run. */
export function observedErrorAnswers(): ObservedErrorAnswer[] {
  let files: string[];
  try {
    files = readdirSync(RECORD_FOLDER);
  } catch {
    return [];
  }
  const lines = files.flatMap((file) =>
    readFileSync(join(RECORD_FOLDER, file), 'utf8').split('\n').filter(Boolean),
  );
  return [...new Set(lines)].map((line) => JSON.parse(line) as ObservedErrorAnswer);
}
