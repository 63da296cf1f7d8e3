import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../config/app-config';
import { registerRequestLog } from './request-log';

export { requestIdOf, withoutSecrets } from './request-log';

const REDACTED = '[redacted]';

/** The shop's root logger, for the HTTP layer's request log. */
export class RequestLogger {
  constructor(private readonly root: Logger) {}

  registerOn(instance: FastifyInstance): void {
    registerRequestLog(instance, this.root);
  }
}

@Global()
@Module({})
class LoggingModule {}

/**
 * Structured JSON logs through nestjs-pino's Logger (Nest's own lines and every `new Logger(...)`); the API
 * registers `RequestLogger` on its HTTP server, which logs each request and binds its id to the lines logged
 * while handling it. `destination` replaces standard output (tests read what would be logged).
 */
export function createLoggingModule(
  config: Pick<AppConfig, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): DynamicModule {
  const options = {
    level: config.LOG_LEVEL,
    // Secret-bearing fields a line may carry by mistake.
    redact: { paths: ['*.password', '*.otp', '*.token', '*.credential', '*.sealedCode'], censor: REDACTED },
  };
  const root = destination ? pino(options, destination) : pino(options);
  return {
    module: LoggingModule,
    // useExisting: nestjs-pino neither makes its own per-request logger nor binds one; registerRequestLog does.
    imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [] })],
    providers: [{ provide: RequestLogger, useValue: new RequestLogger(root) }],
    exports: [RequestLogger, LoggerModule],
  };
}
