import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AppConfig,
  BODY_LIMIT,
  createValidationPipe,
  entityManagerPerRequest,
  HttpErrorFilter,
  rejectUnsafeInput,
  requestIdOf,
  RequestLogger,
} from '@kukur/server-kernel';
import { constants as zlib } from 'node:zlib';
import { Logger } from 'nestjs-pino';
import { AppModule, AppModuleOptions } from './app.module';
import { registerNoStoreByDefault } from './no-store-by-default';
import { registerConditionalGet } from './conditional-get';
import { securityHeaders } from './security-headers';
import { serveMedia, serveSpa } from './static-files';
import { setupSwagger } from './swagger';

/**
 * The fully configured HTTP application (not yet listening); shared by main, tests and tools. Nest runs on
 * Fastify: its router and hooks cost a fraction of Express's middleware chain on every request.
 */
export async function createApiApp(
  config: AppConfig,
  options: AppModuleOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdOf,
    // Fastify's own request lines; the shop's RequestLogger writes one line per request instead.
    logger: false,
    // Node's own limit on a whole request (Fastify turns it off): a client trickling bytes is cut off.
    requestTimeout: 300_000,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  app.get(RequestLogger).registerOn(fastify);
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  fastify.addHook('preValidation', rejectUnsafeInput);
  fastify.addHook('preHandler', entityManagerPerRequest(app.get(MikroORM)));
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerNoStoreByDefault(fastify);
  // Weak ETags on GET answers and 304 for a matching If-None-Match; before compression.
  registerConditionalGet(fastify);
  // Brotli (quality 4: cheap enough per request) or gzip for text answers; built assets come precompressed.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  await serveMedia(app, config.MEDIA_DIR);
  await serveSpa(app, config);
  setupSwagger(app);
  return app;
}
