import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, signUp, TestAccount } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { findFreePort } from '@kukur/dev-stack';

describe('while Redis is down', () => {
  let healthy: TestApi;
  let api: TestApi;
  let customer: TestAccount;
  let productId: string;

  beforeAll(async () => {
    healthy = await startTestApi();
    await resetDatabase(healthy.orm);
    await seedProducts(healthy.app, [aProduct({ slug: 'rope', name: 'Yak Wool Rope Toy', price: '650.00' })]);
    productId = await productIdBySlug(healthy.orm, 'rope');
    customer = await signUp(healthy, { name: 'Hari Thapa' });
    // The same shop, on a Redis address where nothing answers.
    api = await startTestApi(testConfig({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` }));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await healthy?.close();
  });

  it('login and code requests answer 503 with Retry-After and a clear message', async () => {
    const login = await request(api.http)
      .post('/api/user/login')
      .send({ email: customer.email, password: customer.password });
    expect(login.status).toBe(503);
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
    expect(login.body.message).toMatch(/try again/i);
    const otp = await request(api.http)
      .post('/api/otp/send-otp')
      .send({ email: newEmail(), purpose: 'verification' });
    expect(otp.status).toBe(503);
    expect(Number(otp.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('what needs only the database keeps working, and events wait in the outbox', async () => {
    await request(api.http).get('/api/products').expect(200);
    await request(api.http).get('/api/products/search?q=rope').expect(200);
    const order = await placeOrder(api, customer, [{ productId, quantity: 1 }]);
    expect(order.status).toBe(201);
    const [{ count }] = await api.orm.em
      .getConnection()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from outbox_message where published_at is null`,
      );
    expect(count).toBeGreaterThan(0);
  });

  it('health says Redis is down (503)', async () => {
    const health = await request(api.http).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', redis: 'down', database: 'up', queues: [] });
    expect(health.body.outbox).toMatchObject({ unrouted: 0 });
  });
});
