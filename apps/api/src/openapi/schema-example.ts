import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject;

/** Values for fields that carry no example of their own, by format: shaped like the shop's real data. */
const BY_FORMAT: Record<string, unknown> = {
  'date-time': '2026-11-20T09:30:00.000Z',
  date: '2026-11-20',
  uuid: '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13',
  email: 'sita.shrestha@example.com',
  uri: 'https://kukurpasal.com.np/products/3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13',
  url: 'https://kukurpasal.com.np/',
};
const MAX_DEPTH = 8;

/**
 * An example of a value of `schema`, made of the examples its fields declare (the DTOs carry realistic ones:
 * Nepali names, Kathmandu addresses, rupee amounts); a field without one gets its first enum value, its
 * format's sample or its minimum. A request example leaves out optional fields that have no example. The document's operations are given these as their request and response
 * examples, so every one has an example that agrees with its schema (the lint test checks it).
 */
export function exampleOf(
  schema: Schema,
  schemas: Record<string, Schema>,
  use: 'request' | 'response',
  depth = 0,
): unknown {
  if ('$ref' in schema) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target) throw new Error(`OpenAPI: no schema ${name}`);
    return exampleOf(target, schemas, use, depth);
  }
  if (schema.example !== undefined) return schema.example;
  if (depth > MAX_DEPTH) return undefined;
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, schemas, use, depth + 1) ?? {}));
  }
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return exampleOf(alternative, schemas, use, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const example: Record<string, unknown> = {};
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        // A request shows what a caller sends: the required fields and the optional ones worth an example
        // (not the legacy fields the server ignores).
        const optional = !schema.required?.includes(field);
        if (use === 'request' && optional && ('$ref' in property || property.example === undefined)) continue;
        const value = exampleOf(property, schemas, use, depth + 1);
        if (value !== undefined) example[field] = value;
      }
      return example;
    }
    case 'array': {
      const item = schema.items ? exampleOf(schema.items, schemas, use, depth + 1) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'string':
      return BY_FORMAT[schema.format ?? ''] ?? 'Kathmandu';
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return schema.nullable ? null : undefined;
  }
}
