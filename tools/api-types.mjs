#!/usr/bin/env node
// The web app's API types, generated from the OpenAPI document (never written by hand), and the committed
// contract apps/api/openapi.json (not written while it would lose something the changelog does not list).
//   node tools/api-types.mjs <openapi.json>   writes apps/web/src/shared/api/schema.d.ts and the contract
// The API tests call renderApiTypes() on the live document and fail when the committed file differs.
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  breakingChanges,
  CHANGELOG_FILE,
  CONTRACT_FILE,
  readChangelog,
  readContract,
  unmarked,
} from './openapi-contract.mjs';

export const API_TYPES_FILE = resolve(import.meta.dirname, '../apps/web/src/shared/api/schema.d.ts');

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api-types\`. Do not edit by hand.\n\n`;

/** The document without the operations' request and answer examples: the types need none of them. */
function withoutMediaExamples(document) {
  const copy = structuredClone(document);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const media = [
        ...Object.values(operation?.requestBody?.content ?? {}),
        ...Object.values(operation?.responses ?? {}).flatMap((response) =>
          Object.values(response?.content ?? {}),
        ),
      ];
      for (const entry of media) {
        delete entry.example;
        delete entry.examples;
      }
    }
  }
  return copy;
}

export async function renderApiTypes(document) {
  return HEADER + astToString(await openapiTS(withoutMediaExamples(document)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const document = JSON.parse(readFileSync(resolve(process.argv[2] ?? 'tmp/openapi.json'), 'utf8'));
  writeFileSync(API_TYPES_FILE, await renderApiTypes(document));
  console.log(`Wrote ${API_TYPES_FILE}`);
  const missing = unmarked(breakingChanges(readContract(), document), readChangelog());
  if (missing.length > 0) {
    console.error(`Breaking changes not in ${CHANGELOG_FILE}; the contract is left as it was:`);
    for (const change of missing) console.error(`  ${change.what}: \`${change.key}\``);
    process.exit(1);
  }
  writeFileSync(CONTRACT_FILE, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${CONTRACT_FILE}`);
}
