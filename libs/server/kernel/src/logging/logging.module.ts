import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { requestLog } from './request-log';

export { withoutSecrets } from './request-log';

const REDACTED = '[redacted]';

/** The shop's root logger, for the HTTP layer's request log (`RequestLogger.middleware`). */
export class RequestLogger {
  readonly middleware: ReturnType<typeof requestLog>;

  constructor(readonly root: Logger) {
    this.middleware = requestLog(root);
  }
}

@Global()
@Module({})
class LoggingModule {}

/**
 * Structured JSON logs through nestjs-pino's Logger (Nest's own lines and every `new Logger(...)`); the API
 * adds `RequestLogger.middleware` in front of everything, which logs each request and binds its id to the
 * lines logged while handling it. `destination` replaces standard output (tests read what would be logged).
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
    // useExisting: nestjs-pino neither makes its own per-request logger nor binds one; requestLog does.
    imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [] })],
    providers: [{ provide: RequestLogger, useValue: new RequestLogger(root) }],
    exports: [RequestLogger, LoggerModule],
  };
}
