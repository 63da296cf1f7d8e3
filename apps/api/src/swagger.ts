import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { REFRESH_COOKIE, REFRESH_COOKIE_SCHEME } from '@kukur/server-identity';
import { completeDocument } from './openapi/complete-document';
import { API_INTRODUCTION, API_TAGS } from './openapi/introduction';

/** The OpenAPI document: the contract for the web app (its types are generated from it) and integrators. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Kukur Pasal API')
    .setDescription(API_INTRODUCTION)
    .setVersion('1.0')
    .setContact('Kukur Pasal', 'https://kukurpasal.com.np', 'namaste@kukurpasal.com.np')
    .setLicense(
      'Proprietary: for Kukur Pasal and the partners it admits',
      'https://kukurpasal.com.np/about-us',
    )
    .addServer('/', 'The shop itself: the API is served under /api by the same host as the web app')
    .addBearerAuth()
    .addCookieAuth(
      REFRESH_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        description: 'The httpOnly refresh cookie set at sign-in (path /api/auth)',
      },
      REFRESH_COOKIE_SCHEME,
    );
  for (const [name, description] of API_TAGS) builder.addTag(name, description);
  const config = builder.build();
  return completeDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (controllerKey, methodKey) =>
        `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
    }),
  );
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Kukur Pasal API',
  });
}
