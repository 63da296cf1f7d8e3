import { findFreePort } from '@kukur/dev-stack';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpMany } from '../support/bulk-accounts';
import { aDelivery } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { waitFor } from '../support/wait-for';

const API_MAIN = resolve(__dirname, '../../dist/main.js');
const AUTH_SECRET = 'test-secret-for-the-api-suite-0123456789';

type Outcome = { status: number } | { error: string };

/** One request on its own connection, so a refused connection is told apart from a request cut off. */
function send(port: number, method: string, path: string, body?: unknown, token?: string): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0 }));
        res.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

describe('SIGTERM while the API is under load', () => {
  let setup: TestApi;
  let api: ChildProcess | undefined;

  beforeAll(async () => {
    if (!existsSync(API_MAIN))
      throw new Error(`Build the API first (npx nx run api:build): ${API_MAIN} is missing`);
    setup = await startTestApi(testConfig({ AUTH_SECRET }));
  }, 60_000);
  afterAll(async () => {
    if (api?.exitCode === null) api.kill('SIGKILL');
    await setup?.close();
  });

  it('finishes every request it accepted, refuses new ones, and exits cleanly', async () => {
    await resetDatabase(setup.orm);
    await seedProducts(setup.app, [aProduct({ slug: 'bone', name: 'Chhurpi Bone', stock: 100_000 })]);
    const productId = await productIdBySlug(setup.orm, 'bone');
    const customers = await signUpMany(setup, 20);

    const port = await findFreePort();
    api = spawn(process.execPath, [API_MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: inject('databaseUrl'),
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX: `t${randomUUID().slice(0, 8)}`,
        AUTH_SECRET,
        PUBLIC_URL: 'http://shop.test',
        MEDIA_DIR: mkdtempSync(join(tmpdir(), 'kukur-media-')),
        LOG_LEVEL: 'silent',
        RUN_MIGRATIONS: 'false',
        SEED_DEMO_DATA: 'false',
        CATALOGUE_CACHE_TTL_MS: '0',
        FIRST_ORDER_DISCOUNT_ENABLED: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((done) => api!.once('exit', (code) => done(code)));
    await waitFor(
      async () => {
        const outcome = await send(port, 'GET', '/api/health');
        return 'status' in outcome && outcome.status === 200;
      },
      'the API answering',
      30_000,
    );

    const outcomes: Outcome[] = [];
    let sigtermSent = false;
    // A load balancer's view: once it has sent SIGTERM it sends nothing new; what is under way must finish.
    const client = async (index: number): Promise<void> => {
      const customer = customers[index % customers.length]!;
      while (!sigtermSent) {
        const outcome =
          index % 2 === 0
            ? await send(port, 'GET', '/api/products/search?q=bone')
            : await send(
                port,
                'POST',
                '/api/orders',
                { customer: aDelivery, products: [{ productId, quantity: 1 }], userEmail: customer.email },
                customer.token,
              );
        outcomes.push(outcome);
      }
    };
    const clients = Array.from({ length: 24 }, (_, index) => client(index));
    await new Promise((done) => setTimeout(done, 1_500));
    const beforeSigterm = outcomes.length;
    sigtermSent = true;
    api.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((done) => setTimeout(() => done('still running'), 20_000)),
    ]);
    await Promise.all(clients);
    const afterwards = await send(port, 'GET', '/api/health');

    expect(beforeSigterm).toBeGreaterThan(50);
    const answered = outcomes.filter((outcome): outcome is { status: number } => 'status' in outcome);
    expect(answered.filter((outcome) => outcome.status >= 500)).toEqual([]);
    expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
    expect(answered.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
    expect(code).toBe(0);
    expect(afterwards).toEqual({ error: 'ECONNREFUSED' });
  }, 90_000);
});
