import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import {
  AppConfig,
  BODY_LIMIT,
  createValidationPipe,
  entityManagerPerRequest,
  HttpErrorFilter,
  rejectUnsafeInput,
  RequestLogger,
} from '@kukur/server-kernel';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule, AppModuleOptions } from './app.module';
import { securityHeaders } from './security-headers';
import { serveMedia, serveSpa } from './static-files';
import { setupSwagger } from './swagger';

/** The fully configured HTTP application (not yet listening); shared by main, tests and tools. */
export async function createApiApp(
  config: AppConfig,
  options: AppModuleOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bufferLogs: true,
    // Our own parsers below, so that the input check runs right after them and before any route.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  // First, so that every answer is logged, those of the checks below included.
  app.use(app.get(RequestLogger).middleware);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // Brotli (quality 4: cheap enough per request) or gzip for every text answer; built assets come precompressed.
  app.use(compression());
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(cookieParser());
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { extended: false, limit: BODY_LIMIT });
  app.use(rejectUnsafeInput);
  app.use(entityManagerPerRequest(app.get(MikroORM)));
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  serveMedia(app, config.MEDIA_DIR);
  serveSpa(app, config);
  setupSwagger(app);
  return app;
}
