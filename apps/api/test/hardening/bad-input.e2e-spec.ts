import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('bad input never answers 5xx', () => {
  let api: TestApi;
  let admin: TestAccount;
  let customer: TestAccount;
  let productId: string;

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    await seedProducts(api.app, [aProduct({ slug: 'rope', name: 'Yak Wool Rope Toy', price: '650.00' })]);
    productId = await productIdBySlug(api.orm, 'rope');
    admin = await anAdmin(api);
    customer = await signUp(api, { name: 'Hari Thapa' });
  }, 60_000);
  afterAll(() => api.close());

  const post = (path: string) => request(api.http).post(path);

  it('413 for a body over the limit', async () => {
    const response = await post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.code).toBeDefined();
  });

  it('400 for malformed JSON', async () => {
    const response = await post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(response.status).toBe(400);
  });

  it('400 for a gzip header on a plain body, 415 for an unknown encoding', async () => {
    const gzip = await post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(JSON.stringify({ email: 'a@example.com' }));
    expect(gzip.status).toBe(400);
    const unknown = await post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'snappy')
      .send(JSON.stringify({ email: 'a@example.com' }));
    expect(unknown.status).toBe(415);
  });

  it('400 for JSON nested thousands deep', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const response = await post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(response.status).toBe(400);
  });

  it('400 for a NUL byte in a query or a body string', async () => {
    expect((await request(api.http).get('/api/products/search?q=%00')).status).toBe(400);
    const body = await post('/api/newsletter/subscribe').send({ email: 'a\u0000@example.com' });
    expect(body.status).toBe(400);
    const review = await post(`/api/products/${productId}/comments`)
      .set(bearer(customer))
      .send({ rating: 5, comment: 'Good\u0000rope' });
    expect(review.status).toBe(400);
  });

  it('400 for numbers out of range and pages past any end', async () => {
    const product = await post('/api/products')
      .set(bearer(admin))
      .send({ name: 'Huge Rope', description: 'A rope.', category: 'Toys', price: 1e308, stock: 1 });
    expect(product.status).toBe(400);
    expect(product.body.fields).toEqual(['price']);
    const orders = await request(api.http).get('/api/orders?page=99999999999999999999').set(bearer(admin));
    expect(orders.status).toBe(400);
  });

  it('400 for a wrong shape in an order', async () => {
    const response = await post('/api/orders')
      .set(bearer(customer))
      .send({ customer: [], items: [{ productId, quantity: 1 }] });
    expect(response.status).toBe(400);
  });

  it('400 for an address that no mail server takes, before anything is stored or queued', async () => {
    for (const email of ['"a<b>"@example.com', 'Sita <sita@example.com>', 'a,b@example.com']) {
      const response = await post('/api/newsletter/subscribe').send({ email });
      expect(response.status).toBe(400);
    }
    const [{ count }] = await api.orm.em
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from newsletter_subscription');
    expect(count).toBe(0);
  });
});
