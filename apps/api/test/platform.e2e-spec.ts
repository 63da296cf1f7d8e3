import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TestApi } from './support/test-api';

describe('platform: health, errors, request ids, OpenAPI', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('reports database, Redis, each queue’s backlog and the outbox’s in /api/health', async () => {
    const response = await request(api.http).get('/api/health').expect(200);
    const backlog = (name: string) => ({
      name,
      waiting: expect.any(Number),
      active: expect.any(Number),
      delayed: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(response.body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      queues: ['email', 'announcements', 'maintenance', 'activity', 'webhooks', 'webhook-delivery'].map(
        backlog,
      ),
      // Other suites' API-only apps may leave events unpublished (no worker relays them there).
      outbox: expect.objectContaining({ pending: expect.any(Number), unrouted: 0, unroutedTypes: [] }),
    });
    expect(Object.keys(response.body.outbox).sort()).toEqual([
      'oldestAgeSeconds',
      'oldestPendingAt',
      'pending',
      'unrouted',
      'unroutedTypes',
    ]);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await request(api.http).get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      code: 'COMMON.ROUTE_NOT_FOUND',
    });
    expect(response.body.message).toContain('/api/no-such-thing');
  });

  it('gives every request an id and keeps a well-formed one sent by the caller', async () => {
    const generated = await request(api.http).get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(api.http).get('/api/health').set('X-Request-Id', 'trace-123');
    expect(kept.headers['x-request-id']).toBe('trace-123');
  });

  it('publishes the OpenAPI document with every route and its schemas', async () => {
    const response = await request(api.http).get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/newsletter/subscribe',
        '/api/health',
      ]),
    );
    expect(response.body.components.schemas.ProductDto.properties.price.example).toBe(1450);
    await request(api.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });
});

describe('the web app’s generated API types', () => {
  it('match the OpenAPI document (run `npm run api-types` after changing the API)', async () => {
    const api = await startTestApi();
    try {
      const response = await request(api.http).get('/api/docs-json').expect(200);
      // @ts-expect-error: a plain .mjs tool without type declarations
      const { renderApiTypes, API_TYPES_FILE } = await import('../../../tools/api-types.mjs');
      const expected: string = await renderApiTypes(response.body);
      expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(expected);
    } finally {
      await api.close();
    }
  });
});
