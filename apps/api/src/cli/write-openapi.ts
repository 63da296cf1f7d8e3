import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openApiDocumentWithoutServices } from './openapi-document';

/**
 * Writes the OpenAPI document to the given file without a running database or Redis:
 * `node apps/api/dist/cli/write-openapi.js apps/web/openapi.json`.
 */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'openapi.json');
  const document = await openApiDocumentWithoutServices();
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  process.exit(0);
}

void main();
