import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('reviews: GET and POST /api/products/{id}/comments', () => {
  let api: TestApi;
  let productId: string;
  let customer: TestAccount;
  const comments = () => `/api/products/${productId}/comments`;

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api, { name: 'Reviewing Rita' });
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.orm.em.getConnection().execute('truncate product cascade');
    await seedProducts(api.app, [aProduct({ slug: 'yak-chew', rating: 4.8, reviewCount: 12 })]);
    productId = await productIdBySlug(api.orm, 'yak-chew');
  });
  afterAll(() => api.close());

  it('lists none at first', async () => {
    await request(api.http).get(comments()).expect(200, []);
  });

  it('needs a logged-in customer to write one', async () => {
    await request(api.http).post(comments()).send({ text: 'Great', rating: 5 }).expect(401);
  });

  it('takes the name from the account, not the body, and updates the product’s average and count', async () => {
    const first = await request(api.http)
      .post(comments())
      .set(bearer(customer))
      .send({ userName: 'Somebody Else', text: '  Lasts for weeks. ', rating: 5, date: '1/1/2020' })
      .expect(201);
    expect(first.body).toMatchObject({ userName: 'Reviewing Rita', text: 'Lasts for weeks.', rating: 5 });
    expect(Date.parse(first.body.date)).toBeGreaterThan(Date.now() - 60_000);
    await request(api.http)
      .post(comments())
      .set(bearer(customer))
      .send({ text: 'Too hard', rating: 2 })
      .expect(201);

    const list = await request(api.http).get(comments()).expect(200);
    expect(list.body.map((review: { text: string }) => review.text)).toEqual([
      'Too hard',
      'Lasts for weeks.',
    ]);
    const product = await request(api.http).get(`/api/products/${productId}`).expect(200);
    expect(product.body).toMatchObject({ rating: 3.5, reviewCount: 2 });
  });

  it('keeps the count right when reviews arrive at the same time', async () => {
    await Promise.all(
      [5, 4, 3, 5, 4, 3].map((rating) =>
        request(api.http)
          .post(comments())
          .set(bearer(customer))
          .send({ text: 'Concurrent', rating })
          .expect(201),
      ),
    );
    const product = await request(api.http).get(`/api/products/${productId}`).expect(200);
    expect(product.body).toMatchObject({ rating: 4, reviewCount: 6 });
  });

  it.each([
    [{ text: '   ', rating: 4 }, 'Please write a few words about the product'],
    [{ rating: 4 }, 'Please write a few words about the product'],
    [{ text: 'Nice', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ text: 'Nice', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ text: 'Nice', rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ text: 'x'.repeat(2001), rating: 4 }, 'A review can have at most 2000 characters'],
  ])('refuses %j and stores nothing', async (body, message) => {
    const response = await request(api.http).post(comments()).set(bearer(customer)).send(body).expect(400);
    expect(response.body.message).toBe(message);
    await request(api.http).get(comments()).expect(200, []);
  });

  it('answers 404 for an unknown product', async () => {
    const unknown = '/api/products/00000000-0000-4000-8000-000000000000/comments';
    await request(api.http).get(unknown).expect(404);
    await request(api.http).post(unknown).set(bearer(customer)).send({ text: 'Hm', rating: 3 }).expect(404);
  });
});
