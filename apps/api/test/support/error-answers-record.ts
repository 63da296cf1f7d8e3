import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

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

/**
 * Express middleware (installed ahead of the routes) that writes down every error answer with a `code` that a
 * route gave, so that the run can check the OpenAPI document names each one. Requests no route matched (an
 * unknown path, a body the parser refused) are not any operation's answers and are left out.
 */
export function recordErrorAnswers(request: Request, response: Response, next: NextFunction): void {
  const json = response.json.bind(response);
  response.json = (body: unknown) => {
    const code = (body as { code?: unknown } | null)?.code;
    const route = (request as Request & { route?: { path?: unknown } }).route?.path;
    if (response.statusCode >= 400 && typeof code === 'string' && typeof route === 'string') {
      const answer: ObservedErrorAnswer = {
        method: request.method.toLowerCase(),
        path: route.replace(/:(\w+)/g, '{$1}'),
        status: response.statusCode,
        code,
      };
      mkdirSync(RECORD_FOLDER, { recursive: true });
      appendFileSync(join(RECORD_FOLDER, `${process.pid}.jsonl`), `${JSON.stringify(answer)}\n`);
    }
    return json(body);
  };
  next();
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
