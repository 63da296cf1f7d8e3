import 'reflect-metadata';
import { loadConfig } from '@kukur/server-kernel';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createApiApp } from '../create-api-app';
import { buildOpenApiDocument } from '../swagger';

/**
 * Writes the OpenAPI document to the given file without a running database or Redis:
 * `node apps/api/dist/cli/write-openapi.js apps/web/openapi.json`.
 */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'openapi.json');
  const config = loadConfig({
    DATABASE_URL: 'postgres://openapi:openapi@127.0.0.1:1/openapi',
    REDIS_URL: 'redis://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'openapi-export-does-not-sign-anything-0000',
    MEDIA_DIR: process.env.TMPDIR ?? '/tmp',
  });
  const app = await createApiApp(config, { connectDatabase: false });
  const document = buildOpenApiDocument(app);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close().catch(() => undefined);
  process.exit(0);
}

void main();
