import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, clearRateLimits, logIn, signUp } from '../support/accounts';
import { aBooking, aVaccine, restockVaccines } from '../support/bookings';
import { placeOrder } from '../support/orders';
import { aProduct } from '../support/products';
import { startTestApi, TestApi } from '../support/test-api';

describe('what caches may keep: personal answers never, the public catalogue by its ETag', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('answers with personal data carry Cache-Control: no-store (account, tokens, orders, bookings)', async () => {
    const [vaccineId, productId] = await restockVaccines(api, [aVaccine(), aProduct({ stock: 5 })]);
    const account = await signUp(api);
    const booking = await aBooking(api, account, vaccineId!);
    const order = await placeOrder(api, account, [{ productId, quantity: 1 }]).expect(201);
    const email = encodeURIComponent(account.email);
    const answers = {
      'POST /api/orders': order,
      'POST /api/auth/login': await logIn(api, account.email, account.password).expect(200),
      'GET /api/user/me': await request(api.http).get('/api/user/me').set(bearer(account)).expect(200),
      'GET my orders': await request(api.http)
        .get(`/api/users/${email}/orders`)
        .set(bearer(account))
        .expect(200),
      'GET my bookings': await request(api.http)
        .get(`/api/users/${email}/vaccinations`)
        .set(bearer(account))
        .expect(200),
      'GET a booking': await request(api.http)
        .get(`/api/vaccinations/${booking.id}`)
        .set(bearer(account))
        .expect(200),
      'GET /api/user/me without a token': await request(api.http).get('/api/user/me').expect(401),
    };
    for (const [label, answer] of Object.entries(answers)) {
      expect(answer.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('public reads may be kept but are asked again by their ETag before use (no-cache)', async () => {
    for (const path of [
      '/api/products?page=1&pageSize=24',
      '/api/products/search?q=rope',
      '/api/vaccination-centers',
    ]) {
      const answer = await request(api.http).get(path).expect(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
