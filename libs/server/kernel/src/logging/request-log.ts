import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';
import { urlPath } from '../http/url-path';

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

/** An answer's log level: info, warn for a refusal (4xx), error for a failure (5xx). */
export function levelOf(statusCode: number): 'info' | 'warn' | 'error' {
  if (statusCode >= 500) return 'error';
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
 * error for 5xx or a request its caller gave up on; every request's id (Fastify's `genReqId`: `requestIdOf`)
 * is echoed in X-Request-Id and carried by each line logged while its route runs. Written here rather than
 * with pino-http, whose per-request logger and header-by-header request and answer serialisation took a
 * quarter of a catalogue read's time; headers are not logged.
 */
export function registerRequestLog(instance: FastifyInstance, root: Logger): void {
  const logLine = (request: FastifyRequest, answer: { statusCode: number; ms: number } | null): void => {
    if (UNLOGGED_PATHS.has(urlPath(request.url))) return;
    const req = {
      method: request.method,
      // OAuth callbacks carry the authorisation code in the URL; the rest of a URL is worth keeping.
      url: withoutSecrets(request.url),
      remoteAddress: request.ip,
      userAgent: request.headers['user-agent'],
    };
    if (!answer) return root.error({ reqId: request.id, req }, 'request aborted');
    root[levelOf(answer.statusCode)](
      { reqId: request.id, req, res: { statusCode: answer.statusCode }, responseTime: Math.round(answer.ms) },
      'request completed',
    );
  };
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  instance.addHook('preHandler', (request, _reply, done) => {
    storage.run(new RequestStore(root, request.id), done);
  });
  instance.addHook('onResponse', (request, reply: FastifyReply, done) => {
    logLine(request, { statusCode: reply.statusCode, ms: reply.elapsedTime });
    done();
  });
  instance.addHook('onRequestAbort', (request, done) => {
    logLine(request, null);
    done();
  });
}
