#!/usr/bin/env node
// The web app's API types, generated from the OpenAPI document (never written by hand).
//   node tools/api-types.mjs <openapi.json>   writes apps/web/src/shared/api/schema.d.ts
// The API tests call renderApiTypes() on the live document and fail when the committed file differs.
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const API_TYPES_FILE = resolve(import.meta.dirname, '../apps/web/src/shared/api/schema.d.ts');

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api-types\`. Do not edit by hand.\n\n`;

export async function renderApiTypes(document) {
  return HEADER + astToString(await openapiTS(document));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const document = JSON.parse(readFileSync(resolve(process.argv[2] ?? 'tmp/openapi.json'), 'utf8'));
  writeFileSync(API_TYPES_FILE, await renderApiTypes(document));
  console.log(`Wrote ${API_TYPES_FILE}`);
}
