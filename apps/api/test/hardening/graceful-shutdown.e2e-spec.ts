import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMany } from '../support/bulk-accounts';
import { ChildApps, childEnv } from '../support/child-apps';
import { aDelivery } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { waitFor } from '../support/wait-for';

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
  const apps = new ChildApps();
  let setup: TestApi;

  beforeAll(async () => {
    setup = await startTestApi(testConfig());
  }, 60_000);
  afterAll(async () => {
    await apps.stopAll();
    await setup?.close();
  });

  it('finishes every request it accepted, refuses new ones, and exits cleanly', async () => {
    await resetDatabase(setup.orm);
    await seedProducts(setup.app, [aProduct({ slug: 'bone', name: 'Chhurpi Bone', stock: 100_000 })]);
    const productId = await productIdBySlug(setup.orm, 'bone');
    const customers = await signUpMany(setup, 20);

    const api = await apps.startApi(childEnv({ LOG_LEVEL: 'silent' }));
    const port = Number(new URL(api.base).port);

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
    await waitFor(() => outcomes.length >= 50, 'the API under load', 30_000);
    sigtermSent = true;
    process.kill(api.pid, 'SIGTERM');
    const exit = await Promise.race([
      api.exited,
      new Promise((done) => setTimeout(() => done('still running'), 20_000)),
    ]);
    await Promise.all(clients);
    const afterwards = await send(port, 'GET', '/api/health');

    const answered = outcomes.filter((outcome): outcome is { status: number } => 'status' in outcome);
    expect(answered.filter((outcome) => outcome.status >= 500)).toEqual([]);
    expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
    expect(answered.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(afterwards).toEqual({ error: 'ECONNREFUSED' });
  }, 90_000);
});
