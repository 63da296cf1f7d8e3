import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';

const REQUEST_ID_HEADER = 'x-request-id';
const SECRET_QUERY_PARAMETERS = /([?&](?:code|state|token|otp|password)=)[^&#]*/gi;
/** Asked every few seconds by the platform's probes: a line each would bury the requests worth reading. */
const UNLOGGED_PATHS = new Set(['/api/health']);

/** A URL as it may be logged: the values of secret-bearing query parameters replaced. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/** The id a request is logged under: the caller's X-Request-Id when it is a plain token, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && /^[\w.-]{1,100}$/.test(sent) ? sent : randomUUID();
}

export function levelOf(statusCode: number, finished: boolean): 'info' | 'warn' | 'error' {
  if (!finished || statusCode >= 500) return 'error';
  return statusCode >= 400 ? 'warn' : 'info';
}

/**
 * The logger of one request: made on the first line a handler logs, so the many requests that log nothing
 * but their own line pay nothing for it. `PinoLogger.assign` replaces it through the setter.
 */
class RequestStore implements Store {
  private own?: Logger;

  constructor(
    private readonly root: Logger,
    private readonly id: string,
  ) {}

  get logger(): Logger {
    this.own ??= this.root.child({ reqId: this.id });
    return this.own;
  }

  set logger(logger: Logger) {
    this.own = logger;
  }
}

/**
 * One line per answered request (method, URL without secrets, caller, status, time) at info, warn for 4xx and
 * error for 5xx or an answer cut short; every request gets an id, echoed in X-Request-Id and carried by each
 * line logged while it is handled. Written here rather than with pino-http, whose per-request logger and
 * header-by-header request and answer serialisation took a quarter of a catalogue read's time; the headers
 * are not logged.
 */
export function requestLog(root: Logger) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const id = requestIdOf(request);
    response.setHeader('X-Request-Id', id);
    const url = request.url ?? '/';
    if (!UNLOGGED_PATHS.has(url)) {
      const start = performance.now();
      response.once('close', () => {
        const finished = response.writableFinished;
        root[levelOf(response.statusCode, finished)](
          {
            reqId: id,
            req: {
              method: request.method,
              // OAuth callbacks carry the authorisation code in the URL; the rest of a URL is worth keeping.
              url: withoutSecrets(url),
              remoteAddress: request.socket.remoteAddress,
              userAgent: request.headers['user-agent'],
            },
            res: { statusCode: response.statusCode },
            responseTime: Math.round(performance.now() - start),
          },
          finished ? 'request completed' : 'request aborted',
        );
      });
    }
    storage.run(new RequestStore(root, id), next);
  };
}
