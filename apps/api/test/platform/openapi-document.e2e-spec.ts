import { createConfig, lintFromString } from '@redocly/openapi-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TestApi } from '../support/test-api';

/**
 * Findings of Redocly's recommended rules that are true of the API and stay: these operations really have no
 * such answer (a redirect has no 2xx; these never refuse a request). Anything else fails the test, and so does
 * an exception that no longer applies.
 */
const ACCEPTED = [
  { rule: 'operation-4xx-response', path: '/api/health', method: 'get', why: 'answers 200 or 503 only' },
  {
    rule: 'operation-4xx-response',
    path: '/api/auth/logout',
    method: 'post',
    why: 'always 204, even without a session',
  },
  { rule: 'operation-4xx-response', path: '/api/auth/config', method: 'get', why: 'always 200' },
  {
    rule: 'operation-2xx-response',
    path: '/api/auth/google',
    method: 'get',
    why: 'redirects to Google (302) or 404',
  },
  {
    rule: 'operation-2xx-response',
    path: '/api/auth/google/callback',
    method: 'get',
    why: 'redirects to the web app (302) or 404',
  },
  {
    rule: 'operation-2xx-response',
    path: '/api/newsletter/unsubscribe',
    method: 'get',
    why: 'always redirects (303)',
  },
  {
    rule: 'operation-4xx-response',
    path: '/api/newsletter/unsubscribe',
    method: 'get',
    why: 'always redirects (303)',
  },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

describe('the OpenAPI document (integrators’ contract)', () => {
  let api: TestApi;
  let document: { paths: Record<string, Record<string, Operation>>; servers?: unknown[]; info: object };
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
    );

  beforeAll(async () => {
    api = await startTestApi();
    document = (await request(api.http).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => api.close());

  it('passes Redocly’s recommended rules with no error or warning (examples checked against their schemas)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const pointerOf = (path: string, method: string) =>
      `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses`;
    const findings = problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    const accepted = ACCEPTED.map(({ rule, path, method }) => `${rule} ${pointerOf(path, method)}`);
    expect(findings.filter((finding) => !accepted.includes(finding))).toEqual([]);
    expect(accepted.filter((exception) => !findings.includes(exception))).toEqual([]);
  });

  it('says the security of every operation, and every JSON request and answer has an example', () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operations()) {
      if (!Array.isArray(operation.security)) missing.push(`${method} ${path}: security`);
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (type.includes('json') && media.example === undefined && media.examples === undefined) {
          missing.push(`${method} ${path}: request example`);
        }
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (type.includes('json') && media.example === undefined && media.examples === undefined) {
            missing.push(`${method} ${path}: ${status} example`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(70);
  });

  it('is the committed contract (run `npm run api-types` after changing the API)', async () => {
    // @ts-expect-error: a plain .mjs tool without type declarations
    const contract = await import('../../../../tools/openapi-contract.mjs');
    expect(document).toEqual(contract.readContract());
  });

  it('takes nothing away from the committed contract that the API changelog does not list', async () => {
    // @ts-expect-error: a plain .mjs tool without type declarations
    const contract = await import('../../../../tools/openapi-contract.mjs');
    const changes = contract.breakingChanges(contract.readContract(), document);
    expect(contract.unmarked(changes, contract.readChangelog())).toEqual([]);
  });

  it('marks as public exactly the operations that answer without a token', async () => {
    const needsToken = (security: unknown[]) =>
      security.length > 0 && security.every((requirement) => Object.keys(requirement as object).length > 0);
    const bearer = operations().filter(({ operation }) => needsToken(operation.security!));
    // Every operation that needs a bearer token refuses a request without one (the others are public, or
    // take a token when there is one: `[{ bearer: [] }, {}]`).
    for (const { path, method } of bearer) {
      const url = path.replace(/\{[^}]+\}/g, '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13');
      const response = await request(api.http)[method as 'get'](url).send({});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(bearer.length).toBeGreaterThan(20);
    // And none of the others asks for a login.
    const open = operations().filter(({ operation }) => !needsToken(operation.security!));
    const refused: string[] = [];
    for (const { path, method } of open) {
      const url = path.replace(/\{[^}]+\}/g, '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13');
      const response = await request(api.http)[method as 'get'](url).send({});
      if (response.status === 401) refused.push(`${method} ${path}`);
    }
    expect(refused).toEqual([]);
  });
});
