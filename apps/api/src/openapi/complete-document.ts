import type {
  OpenAPIObject,
  OperationObject,
  PathItemObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { documentErrorAnswers, sharedErrorResponses } from './error-answers';
import { exampleOf } from './schema-example';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * What the decorators leave to the document as a whole: every operation says its security (an empty list for
 * the public ones, which declare none) and every error answer it can give (by status, with its codes), and
 * every JSON request and answer without an example gets one made from its schema's field examples.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject | ReferenceObject>;
  document.components = { ...document.components, responses: sharedErrorResponses() };
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(operation, schemas);
    }
  }
  return document;
}

function completeOperation(
  operation: OperationObject,
  schemas: Record<string, SchemaObject | ReferenceObject>,
) {
  operation.security ??= [];
  documentErrorAnswers(operation, schemas);
  const body = operation.requestBody;
  if (body && !('$ref' in body)) {
    for (const media of Object.values(body.content)) {
      if (media.schema && media.example === undefined && media.examples === undefined) {
        media.example = exampleOf(media.schema, schemas, 'request');
      }
    }
  }
  for (const response of Object.values(operation.responses ?? {}) as (ResponseObject | ReferenceObject)[]) {
    if ('$ref' in response) continue;
    for (const media of Object.values(response.content ?? {})) {
      if (media.schema && media.example === undefined && media.examples === undefined) {
        media.example = exampleOf(media.schema, schemas, 'response');
      }
    }
  }
}
