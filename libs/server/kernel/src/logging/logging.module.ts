import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, SerializedRequest, SerializedResponse } from 'pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';
const REDACTED = '[redacted]';
/** Headers whose values are credentials: logged as present, never their value. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);
const SECRET_QUERY_PARAMETERS = /([?&](?:code|state|token|otp|password)=)[^&#]*/gi;

/** A URL as it may be logged: the values of secret-bearing query parameters replaced. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/**
 * A request's or answer's headers as logged, secrets replaced. Written out here rather than left to the redact
 * option, which copies every request's log object to censor it (a tenth of a public read's time).
 */
export function loggableHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  for (const name in headers) logged[name] = SECRET_HEADERS.has(name) ? REDACTED : headers[name];
  return logged;
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
    // Secret-bearing fields of other log lines; a request's line leaves its secrets out in its serializers.
    redact: { paths: ['*.password', '*.otp', '*.token', '*.credential', '*.sealedCode'], censor: REDACTED },
    serializers: {
      req: (request: SerializedRequest) => ({
        id: request.id,
        method: request.method,
        // OAuth callbacks carry the authorisation code in the URL; the rest of a URL is worth keeping.
        url: request.url && withoutSecrets(request.url),
        remoteAddress: request.remoteAddress,
        remotePort: request.remotePort,
        headers: loggableHeaders(request.headers),
      }),
      res: (response: SerializedResponse) => ({
        statusCode: response.statusCode,
        headers: loggableHeaders(response.headers),
      }),
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
