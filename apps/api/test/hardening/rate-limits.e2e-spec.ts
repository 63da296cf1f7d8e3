import {
  ERROR_CODES,
  MESSAGES,
  ORDERING_ERROR_CODES,
  ORDERING_MESSAGES,
  VACCINATION_ERROR_CODES,
} from '@kukur/contracts';
import { findFreePort } from '@kukur/dev-stack';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, TestAccount } from '../support/accounts';
import { aBooking, aBookingBody, aVaccine, book, moveIntoPast, restockVaccines } from '../support/bookings';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const count = async (api: TestApi, sql: string, params: unknown[] = []): Promise<number> =>
  (await api.orm.em.getConnection().execute<{ n: number }[]>(sql, params))[0]!.n;

describe('public reads: a limit per client address (PUBLIC_READS_PER_MINUTE)', () => {
  let api: TestApi;
  let productId: string;
  // Every public read route shares one budget per address.
  const reads = () => [
    '/api/products',
    '/api/products?page=1&pageSize=5',
    '/api/products/search?q=rope',
    `/api/products/${productId}`,
    `/api/products/${productId}/comments`,
    '/api/vaccination-centers',
    '/api/vaccinations/availability',
  ];

  beforeAll(async () => {
    api = await startTestApi(testConfig({ TRUST_PROXY: 'loopback', PUBLIC_READS_PER_MINUTE: '7' }));
    await resetDatabase(api.orm);
    await seedProducts(api.app, [aProduct({ slug: 'rope', name: 'Yak Wool Rope Toy' })]);
    productId = await productIdBySlug(api.orm, 'rope');
  });
  afterAll(() => api.close());

  it('answers every read route until the limit, then 429 with Retry-After; another address still reads', async () => {
    const from = (ip: string, path: string) => request(api.http).get(path).set('X-Forwarded-For', ip);
    for (const path of reads()) await from('203.0.113.7', path).expect(200);
    const refused = await from('203.0.113.7', '/api/products/search?q=rope').expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: ERROR_CODES.TOO_MANY_READS,
      message: MESSAGES.common.tooManyReads(retryAfter),
      retryAfterSeconds: retryAfter,
    });
    await from('203.0.113.7', '/api/vaccination-centers').expect(429);
    await from('198.51.100.20', '/api/products/search?q=rope').expect(200);
  });
});

describe('public reads on two API processes: one budget per address through Redis', () => {
  let first: TestApi;
  let second: TestApi;
  // Each process sends its counts to Redis every few milliseconds, and learns the other's with Redis's answer.
  const countsSent = () => new Promise((resolve) => setTimeout(resolve, 200));

  beforeAll(async () => {
    const config = testConfig({ TRUST_PROXY: 'loopback', PUBLIC_READS_PER_MINUTE: '4' });
    [first, second] = await Promise.all([startTestApi(config), startTestApi(config)]);
  });
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('counts the reads served by the other process: the fourth read of an address is its last', async () => {
    const read = (api: TestApi) =>
      request(api.http).get('/api/vaccination-centers').set('X-Forwarded-For', '203.0.113.99');
    await read(first).expect(200);
    await read(first).expect(200);
    await countsSent();
    await read(second).expect(200);
    await read(second).expect(200);
    await countsSent();
    // The first process counted two itself; Redis's answer to its next count brings the second's two in.
    await read(first).expect(200);
    await countsSent();
    await read(first).expect(429);
    await read(second).expect(429);
  });
});

describe('public reads without a trusted proxy (TRUST_PROXY off)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(testConfig({ TRUST_PROXY: 'false', PUBLIC_READS_PER_MINUTE: '3' }));
  });
  afterAll(() => api.close());

  it('a client cannot escape the limit by making up X-Forwarded-For addresses', async () => {
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      await request(api.http).get('/api/products').set('X-Forwarded-For', ip).expect(200);
    }
    const refused = await request(api.http).get('/api/products').set('X-Forwarded-For', '203.0.113.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('public reads while Redis is down', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(
      testConfig({
        REDIS_URL: `redis://127.0.0.1:${await findFreePort()}`,
        PUBLIC_READS_PER_MINUTE: '3',
      }),
    );
  }, 60_000);
  afterAll(() => api.close());

  it('keep working without waiting for Redis, and the limit is counted in memory instead', async () => {
    const started = Date.now();
    for (let read = 0; read < 3; read += 1) await request(api.http).get('/api/products').expect(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    const refused = await request(api.http).get('/api/products').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a ceiling on unpaid orders per customer (MAX_UNPAID_ORDERS_PER_CUSTOMER)', () => {
  let api: TestApi;
  let productId: string;
  const ordersOf = (customer: TestAccount) =>
    count(api, 'select count(*)::int as n from customer_order where user_email = ?', [customer.email]);

  beforeAll(async () => {
    api = await startTestApi(
      testConfig({
        MAX_UNPAID_ORDERS_PER_CUSTOMER: '3',
        UNPAID_ORDER_GRACE_MINUTES: '45',
        DATABASE_POOL_MAX: '20',
      }),
    );
    await resetDatabase(api.orm);
  });
  beforeEach(async () => {
    await api.orm.em.getConnection().execute('truncate product, customer_order cascade');
    await seedProducts(api.app, [aProduct({ slug: 'kibble', name: 'Himalayan Kibble', stock: 64 })]);
    productId = await productIdBySlug(api.orm, 'kibble');
  });
  afterAll(() => api.close());

  it('refuses one more order with 429, a clear message and Retry-After, and takes no stock', async () => {
    const customer = await signUp(api, { name: 'Hari Thapa' });
    for (let order = 0; order < 3; order += 1) {
      await placeOrder(api, customer, [{ productId, quantity: 2 }]).expect(201);
    }
    const refused = await placeOrder(api, customer, [{ productId, quantity: 2 }]);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(45 * 60));
    expect(refused.body).toMatchObject({
      code: ORDERING_ERROR_CODES.TOO_MANY_UNPAID_ORDERS,
      message: ORDERING_MESSAGES.tooManyUnpaidOrders(3, 45),
      retryAfterSeconds: 45 * 60,
    });
    expect(await stockOf(api, productId)).toBe(64 - 6);
    expect(await ordersOf(customer)).toBe(3);
    // Someone else is not held back by this customer's orders.
    const other = await signUp(api, { name: 'Maya Gurung' });
    await placeOrder(api, other, [{ productId, quantity: 1 }]).expect(201);
  });

  it('counts only Pending orders without money: paid, approved (cash on delivery) and cancelled ones free a place', async () => {
    const customer = await signUp(api, { name: 'Sita Sharma' });
    const ids: string[] = [];
    for (let order = 0; order < 3; order += 1) {
      ids.push((await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201)).body.id);
    }
    await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(429);
    const connection = api.orm.em.getConnection();
    // Paid online, waiting for the shop's approval: not unpaid.
    await connection.execute(`update customer_order set payment_status = 'paid' where id = ?`, [ids[0]]);
    ids.push((await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201)).body.id);
    await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(429);
    // Cash on delivery, approved by the shop: on its way, cash due on delivery.
    await connection.execute(
      `update customer_order set payment_method = 'cod', status = 'Approved' where id = ?`,
      [ids[1]],
    );
    await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201);
    await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(429);
    // Cash on delivery still Pending (not approved yet) does count.
    await connection.execute(`update customer_order set payment_method = 'cod' where id = ?`, [ids[2]]);
    await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(429);
    await connection.execute(`update customer_order set status = 'Cancelled' where id = ?`, [ids[2]]);
    await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201);
  });

  it('20 orders sent at once: exactly the ceiling’s 3 are placed, the rest get 429, stock moves by 3 only', async () => {
    const customer = await signUp(api, { name: 'Bikash Rai' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(api, customer, [{ productId, quantity: 3 }])),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    expect(await ordersOf(customer)).toBe(3);
    expect(await stockOf(api, productId)).toBe(64 - 9);
  }, 60_000);
});

describe('a ceiling on open appointment requests per customer (MAX_OPEN_BOOKINGS_PER_CUSTOMER)', () => {
  let api: TestApi;
  let rabies: string;
  const bookingsOf = (customer: TestAccount) =>
    count(api, 'select count(*)::int as n from vaccination_booking where user_email = ?', [customer.email]);
  const takenPlaces = () => count(api, 'select coalesce(sum(booked), 0)::int as n from vaccination_slot');

  beforeAll(async () => {
    api = await startTestApi(testConfig({ MAX_OPEN_BOOKINGS_PER_CUSTOMER: '2', DATABASE_POOL_MAX: '20' }));
    await resetDatabase(api.orm);
  });
  beforeEach(async () => {
    [rabies] = await restockVaccines(api, [aVaccine({ stock: 50 })]);
  });
  afterAll(() => api.close());

  it('refuses one more request with 429 and Retry-After, taking no place and no dose', async () => {
    const customer = await signUp(api, { name: 'Sita Sharma' });
    await aBooking(api, customer, rabies, { appointmentTime: '09:00' });
    await aBooking(api, customer, rabies, { appointmentTime: '10:00' });
    const refused = await book(api, customer, aBookingBody(rabies, customer, { appointmentTime: '11:00' }));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).toMatchObject({
      code: VACCINATION_ERROR_CODES.TOO_MANY_OPEN_BOOKINGS,
      retryAfterSeconds: retryAfter,
    });
    expect(refused.body.message).toMatch(/^You already have 2 appointment requests waiting/);
    expect(await bookingsOf(customer)).toBe(2);
    expect(await takenPlaces()).toBe(2);
    expect(await stockOf(api, rabies)).toBe(48);
  });

  it('confirmed, cancelled and past requests do not count', async () => {
    const customer = await signUp(api, { name: 'Hari Thapa' });
    const first = await aBooking(api, customer, rabies, { appointmentTime: '09:00' });
    const second = await aBooking(api, customer, rabies, { appointmentTime: '10:00' });
    await book(api, customer, aBookingBody(rabies, customer, { appointmentTime: '11:00' })).expect(429);
    const connection = api.orm.em.getConnection();
    await connection.execute(`update vaccination_booking set status = 'confirmed' where id = ?`, [first.id]);
    await aBooking(api, customer, rabies, { appointmentTime: '11:00' });
    await book(api, customer, aBookingBody(rabies, customer, { appointmentTime: '13:00' })).expect(429);
    await moveIntoPast(api, second.id, 1);
    await aBooking(api, customer, rabies, { appointmentTime: '13:00' });
    await book(api, customer, aBookingBody(rabies, customer, { appointmentTime: '14:00' })).expect(429);
  });

  it('10 requests sent at once: exactly 2 are booked', async () => {
    const customer = await signUp(api, { name: 'Bikash Rai' });
    const times = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        book(api, customer, aBookingBody(rabies, customer, { appointmentTime: times[index % times.length] })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(
      statuses.filter((status) => status === 429).length + statuses.filter((s) => s === 409).length,
    ).toBe(8);
    expect(await bookingsOf(customer)).toBe(2);
  }, 60_000);
});
