import 'reflect-metadata';
import type { OpenAPIObject } from '@nestjs/swagger';
import { loadConfig } from '@kukur/server-kernel';
import { tmpdir } from 'node:os';
import { createApiApp } from '../create-api-app';
import { buildOpenApiDocument } from '../swagger';

/** The API's OpenAPI document, as /api/docs-json serves it, built without a running database or Redis. */
export async function openApiDocumentWithoutServices(): Promise<OpenAPIObject> {
  const config = loadConfig({
    DATABASE_URL: 'postgres://openapi:openapi@127.0.0.1:1/openapi',
    REDIS_URL: 'redis://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'openapi-export-does-not-sign-anything-0000',
    MEDIA_DIR: process.env.TMPDIR ?? tmpdir(),
  });
  const app = await createApiApp(config, { connectDatabase: false });
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close().catch(() => undefined);
  }
}
