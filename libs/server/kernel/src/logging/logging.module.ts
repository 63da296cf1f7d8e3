import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';

/** Structured JSON logs; every request gets an id (kept from X-Request-Id when sent) echoed back. */
export function createLoggingModule(config: Pick<AppConfig, 'LOG_LEVEL'>) {
  return LoggerModule.forRoot({
    pinoHttp: {
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
        ],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (request) => request.url === '/api/health' },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    },
  });
}
