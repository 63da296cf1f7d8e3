import type { AddressInfo } from 'node:net';
import fastify, { type FastifyReply } from 'fastify';
import { storage } from 'nestjs-pino/storage';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { levelOf, registerRequestLog, requestIdOf, withoutSecrets } from './request-log';

describe('withoutSecrets', () => {
  it('hides OAuth codes, states and other secrets in logged URLs, and keeps the rest', () => {
    expect(withoutSecrets('/api/auth/google/callback?state=abc123&code=4/0AX-secret&scope=email')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&scope=email',
    );
    expect(withoutSecrets('/api/products?category=Toys&_limit=6')).toBe(
      '/api/products?category=Toys&_limit=6',
    );
  });
});

describe('levelOf', () => {
  it('logs answers at info, refusals at warn and failures at error', () => {
    expect(levelOf(200)).toBe('info');
    expect(levelOf(304)).toBe('info');
    expect(levelOf(404)).toBe('warn');
    expect(levelOf(503)).toBe('error');
  });
});

describe('registerRequestLog', () => {
  async function serve(handler: (reply: FastifyReply) => unknown) {
    const lines: Record<string, unknown>[] = [];
    const root = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = fastify({ genReqId: requestIdOf });
    registerRequestLog(app, root);
    app.get('/*', (_request, reply) => handler(reply));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { lines, base: `http://127.0.0.1:${port}`, close: () => app.close() };
  }

  it('logs each answer once, with the id it echoes, and binds that id to the lines logged meanwhile', async () => {
    const api = await serve((reply) => {
      storage.getStore()?.logger.info({ step: 'handling' }, 'inside');
      return reply.status(404).send({});
    });
    try {
      const answer = await fetch(`${api.base}/api/things?token=s3cret&page=2`, {
        headers: { 'X-Request-Id': 'trace-42' },
      });
      expect(answer.headers.get('x-request-id')).toBe('trace-42');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.lines).toHaveLength(2);
      expect(api.lines[0]).toMatchObject({ reqId: 'trace-42', step: 'handling', msg: 'inside' });
      expect(api.lines[1]).toMatchObject({
        level: 40,
        reqId: 'trace-42',
        req: { method: 'GET', url: '/api/things?token=[redacted]&page=2' },
        res: { statusCode: 404 },
        msg: 'request completed',
      });
      expect(api.lines[1]?.['responseTime']).toEqual(expect.any(Number));
    } finally {
      await api.close();
    }
  });

  it('makes up an id when the caller sends none or an unsafe one, and leaves health probes out', async () => {
    const api = await serve((reply) => reply.send('ok'));
    try {
      const made = await fetch(`${api.base}/api/products`, { headers: { 'X-Request-Id': 'a b;$(rm)' } });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await fetch(`${api.base}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.lines.map((line) => (line['req'] as { url: string }).url)).toEqual(['/api/products']);
      expect(api.lines[0]).toMatchObject({ level: 30, reqId: made.headers.get('x-request-id') });
    } finally {
      await api.close();
    }
  });
});
