import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentWithoutServices } from '../../src/cli/openapi-document';
import { observedErrorAnswers } from '../support/error-answers-record';

/**
 * Runs after every other API test file (its own project, `api-last`, ordered after `api`): each error answer a
 * route gave during the run (status and `code`, written down by the test API's recorder) must be one its
 * operation's document lists. The document is built as `npm run api-types` builds it, without a database.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Answers of an error status whose body is not an error body: the health check's 503 is its full report. */
const NOT_ERROR_BODIES = ['get /api/health 503'];

interface ErrorMedia {
  schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] };
  examples?: Record<string, { value: { code?: string; statusCode?: number } }>;
}
type Response = { $ref: string } | { content?: Record<string, ErrorMedia> };
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { responses: Record<string, Response> };
}

describe('the error answers of the OpenAPI document', () => {
  let document: Document;

  beforeAll(async () => {
    document = (await openApiDocumentWithoutServices()) as unknown as Document;
  });

  /** The codes a response lists (its schema's enum), following a reference to a shared response. */
  function codesOf(response: Response | undefined): string[] {
    const resolved =
      response && '$ref' in response
        ? document.components.responses[response.$ref.replace('#/components/responses/', '')]
        : response;
    if (!resolved || '$ref' in resolved) return [];
    const media = resolved.content?.['application/json'];
    return media?.schema?.allOf?.flatMap((part) => part.properties?.code?.enum ?? []) ?? [];
  }

  it('lists the codes of every error answer of every operation, each with an example of its own', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS.filter((name) => item[name])) {
        for (const [status, response] of Object.entries(item[method]!.responses)) {
          if (Number(status) < 400 || NOT_ERROR_BODIES.includes(`${method} ${path} ${status}`)) continue;
          const codes = codesOf(response);
          if (codes.length === 0) missing.push(`${method} ${path} ${status}: no codes`);
          if ('$ref' in response) continue;
          const examples = response.content?.['application/json']?.examples ?? {};
          for (const code of codes) {
            const example = examples[code]?.value;
            if (example?.code !== code || example.statusCode !== Number(status)) {
              missing.push(`${method} ${path} ${status}: no example of ${code}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents every error answer the API gave during this test run under its operation', () => {
    const observed = observedErrorAnswers();
    const undocumented = observed
      .filter(({ method, path, status, code }) => {
        const operation = document.paths[path]?.[method];
        // Routes outside the API (robots.txt, sitemap.xml) and the catch-all that answers an unknown address
        // (404 COMMON.ROUTE_NOT_FOUND, said in the document's introduction) are no operations of the document.
        if (!operation) return path.startsWith('/api/') && !path.includes('{*');
        return !codesOf(operation.responses[String(status)]).includes(code);
      })
      .map(({ method, path, status, code }) => `${method} ${path} ${status} ${code}`)
      .sort();
    expect(undocumented).toEqual([]);
  });
});
