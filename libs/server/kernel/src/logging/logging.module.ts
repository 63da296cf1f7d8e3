import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';
const SECRET_QUERY_PARAMETERS = /([?&](?:code|state|token|otp|password)=)[^&#]*/gi;

/** A URL as it may be logged: the values of secret-bearing query parameters replaced. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/**
 * Structured JSON logs; every request gets an id (kept from X-Request-Id when sent) echoed back.
 * `destination` replaces standard output (tests read what would be logged).
 */
export function createLoggingModule(config: Pick<AppConfig, 'LOG_LEVEL'>, destination?: DestinationStream) {
  const options: Options = {
    level: config.LOG_LEVEL,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const sent = request.headers[REQUEST_ID_HEADER];
      const id = typeof sent === 'string' && /^[\w.-]{1,100}$/.test(sent) ? sent : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.otp',
        '*.token',
        '*.credential',
        '*.sealedCode',
        'req.query.code',
        'req.query.state',
      ],
      censor: '[redacted]',
    },
    // OAuth callbacks carry the authorisation code in the URL; the rest of a URL is worth keeping.
    serializers: {
      req: (request: { url?: string }) => ({ ...request, url: request.url && withoutSecrets(request.url) }),
    },
    autoLogging: { ignore: (request) => request.url === '/api/health' },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
  };
  return LoggerModule.forRoot({
    pinoHttp: destination ? [options, destination] : options,
    // Every route, named in the current path syntax (nestjs-pino's default `*` makes Nest warn at each start).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  });
}
