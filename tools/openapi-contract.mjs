// The API's committed contract (apps/api/openapi.json) and the breaking changes against it: an operation, a
// required field, an enum value or an operation's error code that disappears. Each must be marked in
// apps/api/CHANGELOG.md by its key in backticks (`DELETE /api/orders/{id}`, `OrderDto.status`,
// `OrderDto.status = Refunded`, `POST /api/orders 409 ORDERING.OUT_OF_STOCK`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const CONTRACT_FILE = resolve(import.meta.dirname, '../apps/api/openapi.json');
export const CHANGELOG_FILE = resolve(import.meta.dirname, '../apps/api/CHANGELOG.md');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsOf(document) {
  const operations = new Map();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS)
      if (item[method]) operations.set(`${method.toUpperCase()} ${path}`, item[method]);
  }
  return operations;
}

function enumsOfParameters(operation) {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.schema?.enum)
    .map((parameter) => [`${parameter.in} ${parameter.name}`, parameter.schema.enum]);
}

/** The error codes an operation's answers list, as `status code` (a shared answer by its reference). */
function errorCodesOf(operation, document) {
  const codes = [];
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    if (Number(status) < 400) continue;
    const response = answer.$ref
      ? document.components?.responses?.[answer.$ref.replace('#/components/responses/', '')]
      : answer;
    const schema = response?.content?.['application/json']?.schema;
    for (const part of schema?.allOf ?? []) {
      for (const code of part.properties?.code?.enum ?? []) codes.push(`${status} ${code}`);
    }
  }
  return codes;
}

/** What `after` takes away from `before`, as keys to mark in the changelog. */
export function breakingChanges(before, after) {
  const changes = [];
  const afterOperations = operationsOf(after);
  for (const [key, operation] of operationsOf(before)) {
    const now = afterOperations.get(key);
    if (!now) {
      changes.push({ key, what: 'operation removed' });
      continue;
    }
    const nowCodes = errorCodesOf(now, after);
    for (const code of errorCodesOf(operation, before)) {
      if (!nowCodes.includes(code)) changes.push({ key: `${key} ${code}`, what: 'error code removed' });
    }
    const nowEnums = new Map(enumsOfParameters(now));
    for (const [parameter, values] of enumsOfParameters(operation)) {
      for (const value of values) {
        if (!nowEnums.get(parameter)?.includes(value)) {
          changes.push({ key: `${key} ${parameter} = ${value}`, what: 'parameter value removed' });
        }
      }
    }
  }
  const afterSchemas = after.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(before.components?.schemas ?? {})) {
    const now = afterSchemas[name];
    for (const field of schema.required ?? []) {
      if (!now?.properties?.[field])
        changes.push({ key: `${name}.${field}`, what: 'required field removed' });
    }
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const values = property.enum ?? property.items?.enum;
      const nowProperty = now?.properties?.[field];
      const nowValues = nowProperty?.enum ?? nowProperty?.items?.enum;
      if (!values || !nowProperty) continue;
      for (const value of values) {
        if (!nowValues?.includes(value)) {
          changes.push({ key: `${name}.${field} = ${value}`, what: 'enum value removed' });
        }
      }
    }
  }
  return changes;
}

/** The changes whose key the changelog does not mention in backticks. */
export function unmarked(changes, changelog) {
  return changes.filter((change) => !changelog.includes(`\`${change.key}\``));
}

export function readContract() {
  return JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'));
}

export function readChangelog() {
  return readFileSync(CHANGELOG_FILE, 'utf8');
}
