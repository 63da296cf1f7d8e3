import { REVIEW_RATE_LIMIT } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aBooking, aVaccine, moveIntoPast } from '../support/bookings';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('reviews: GET and POST /api/products/{id}/comments', () => {
  let api: TestApi;
  let productId: string;
  let vaccineId: string;
  let customer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  const comments = (id = productId) => `/api/products/${id}/comments`;
  const post = (account: TestAccount, body: Record<string, unknown>, id = productId) =>
    request(api.http).post(comments(id)).set(bearer(account)).send(body);
  const reviewRows = async (id = productId) =>
    api.orm.em
      .getConnection()
      .execute<{ user_id: string; text: string }[]>(
        'select user_id, text from product_review where product_id = ?',
        [id],
      );
  const productFigures = async (id = productId) =>
    (await request(api.http).get(`/api/products/${id}`).expect(200)).body as {
      rating: number;
      reviewCount: number;
    };
  const badgeOf = async (account: TestAccount, id = productId) => {
    const list = await request(api.http).get(comments(id)).expect(200);
    const review = list.body.find((one: { userName: string }) => one.userName === account.name);
    if (!review) throw new Error(`no review by ${account.name}`);
    return review.verifiedBuyer as boolean;
  };

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api, { name: 'Reviewing Rita' });
    other = await signUp(api, { name: 'Other Ojaswi' });
    admin = await anAdmin(api);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.orm.em
      .getConnection()
      .execute(
        'truncate product, customer_order, vaccination_booking, vaccination_slot, outbox_message cascade',
      );
    await seedProducts(api.app, [
      aProduct({ slug: 'yak-chew', rating: 4.8, reviewCount: 12 }),
      aProduct({ slug: 'bowl' }),
      aVaccine(),
    ]);
    productId = await productIdBySlug(api.orm, 'yak-chew');
    vaccineId = await productIdBySlug(api.orm, 'rabies');
  });
  afterAll(() => api.close());

  it('lists none at first', async () => {
    await request(api.http).get(comments()).expect(200, []);
  });

  it('needs a logged-in customer to write one', async () => {
    await request(api.http).post(comments()).send({ text: 'Great', rating: 5 }).expect(401);
    await request(api.http).get(`${comments()}/mine`).expect(401);
  });

  it('takes the name from the account, not the body, and updates the product’s average and count', async () => {
    const first = await post(customer, {
      userName: 'Somebody Else',
      text: '  Lasts for weeks. ',
      rating: 5,
      date: '1/1/2020',
    }).expect(201);
    expect(first.body).toMatchObject({
      userName: 'Reviewing Rita',
      text: 'Lasts for weeks.',
      rating: 5,
      result: 'created',
      message: 'Thank you! Your review is published.',
      updatedAt: null,
      verifiedBuyer: false,
    });
    expect(Date.parse(first.body.date)).toBeGreaterThan(Date.now() - 60_000);
    await post(other, { text: 'Too hard', rating: 2 }).expect(201);

    const list = await request(api.http).get(comments()).expect(200);
    expect(list.body.map((review: { text: string }) => review.text)).toEqual([
      'Too hard',
      'Lasts for weeks.',
    ]);
    expect(await productFigures()).toMatchObject({ rating: 3.5, reviewCount: 2 });
  });

  it('edits the customer’s one review when they post again: one row, the average and count stay right', async () => {
    const first = await post(customer, { text: 'Lasts for weeks.', rating: 5 }).expect(201);
    await post(other, { text: 'Too hard for my old dog', rating: 2 }).expect(201);
    expect(await productFigures()).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const second = await post(customer, { text: 'Lasted three days with our Bhote.', rating: 3 }).expect(200);
    expect(second.body).toMatchObject({
      id: first.body.id,
      text: 'Lasted three days with our Bhote.',
      rating: 3,
      result: 'updated',
      message: 'Your review is updated.',
      date: first.body.date,
    });
    expect(Date.parse(second.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.date));

    const rows = await reviewRows();
    expect(rows.filter((row) => row.user_id === customer.id)).toEqual([
      { user_id: customer.id, text: 'Lasted three days with our Bhote.' },
    ]);
    expect(rows).toHaveLength(2);
    expect(await productFigures()).toMatchObject({ rating: 2.5, reviewCount: 2 });
    const list = await request(api.http).get(comments()).expect(200);
    expect(list.body.map((review: { text: string }) => review.text).sort()).toEqual([
      'Lasted three days with our Bhote.',
      'Too hard for my old dog',
    ]);
  });

  it('shows the customer their own review to edit, and nobody else’s', async () => {
    const none = await request(api.http).get(`${comments()}/mine`).set(bearer(customer)).expect(200);
    expect(none.body).toEqual({ review: null });
    await post(customer, { text: 'Lasts for weeks.', rating: 4 }).expect(201);
    await post(other, { text: 'Not for us', rating: 2 }).expect(201);
    const mine = await request(api.http).get(`${comments()}/mine`).set(bearer(customer)).expect(200);
    expect(mine.body.review).toMatchObject({
      userName: 'Reviewing Rita',
      text: 'Lasts for weeks.',
      rating: 4,
    });
  });

  it('keeps one review per customer when the same customer posts several at the same time', async () => {
    const answers = await Promise.all(
      [5, 4, 3, 5, 4].map((rating) => post(customer, { text: `Concurrent ${rating}`, rating })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await reviewRows();
    expect(rows).toHaveLength(1);
    const figures = await productFigures();
    expect(figures.reviewCount).toBe(1);
    expect(figures.rating).toBe(Number(rows[0]!.text.split(' ')[1]));
  });

  it('keeps the count right when different customers review at the same time', async () => {
    const reviewers = await Promise.all(
      [1, 2, 3, 4].map((n) => signUp(api, { name: `Parallel Reviewer ${n}` })),
    );
    await Promise.all(
      reviewers.map((reviewer, index) =>
        post(reviewer, { text: 'Concurrent', rating: [5, 4, 3, 4][index] }).expect(201),
      ),
    );
    expect(await productFigures()).toMatchObject({ rating: 4, reviewCount: 4 });
  });

  it('refuses the unique index a second row for one customer and product', async () => {
    await post(customer, { text: 'Lasts for weeks.', rating: 5 }).expect(201);
    await expect(
      api.orm.em.getConnection().execute(
        `insert into product_review (id, product_id, user_id, user_name, text, rating, created_at)
           values (gen_random_uuid(), ?, ?, 'Reviewing Rita', 'Sneaked in', 5, now())`,
        [productId, customer.id],
      ),
    ).rejects.toThrow(/product_review_one_per_customer/);
  });

  describe('the Verified buyer badge', () => {
    it('is given to a customer with an order of the product, and taken away when that order is cancelled', async () => {
      await post(customer, { text: 'Before buying it', rating: 4 }).expect(201);
      expect(await badgeOf(customer)).toBe(false);

      const order = await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201);
      expect(await badgeOf(customer)).toBe(true);
      const mine = await request(api.http).get(`${comments()}/mine`).set(bearer(customer)).expect(200);
      expect(mine.body.review.verifiedBuyer).toBe(true);
      const edited = await post(customer, { text: 'After buying it', rating: 5 }).expect(200);
      expect(edited.body.verifiedBuyer).toBe(true);

      await request(api.http).patch(`/api/orders/${order.body.id}/cancel`).set(bearer(customer)).expect(200);
      expect(await badgeOf(customer)).toBe(false);
    });

    it('is not given for another customer’s order or an order of another product', async () => {
      const bowl = await productIdBySlug(api.orm, 'bowl');
      await placeOrder(api, other, [{ productId, quantity: 1 }]).expect(201);
      await placeOrder(api, customer, [{ productId: bowl, quantity: 1 }]).expect(201);
      await post(customer, { text: 'Looks nice', rating: 4 }).expect(201);
      expect(await badgeOf(customer)).toBe(false);
    });

    it('is given for a vaccine once the customer’s vaccination booking with it is completed', async () => {
      await post(customer, { text: 'Quick and painless', rating: 5 }, vaccineId).expect(201);
      const booking = await aBooking(api, customer, vaccineId);
      expect(await badgeOf(customer, vaccineId)).toBe(false);
      await request(api.http)
        .put(`/api/vaccinations/${booking.id}`)
        .set(bearer(admin))
        .send({ status: 'confirmed' })
        .expect(200);
      expect(await badgeOf(customer, vaccineId)).toBe(false);
      await moveIntoPast(api, booking.id, 1);
      await request(api.http)
        .put(`/api/vaccinations/${booking.id}`)
        .set(bearer(admin))
        .send({ status: 'completed' })
        .expect(200);
      expect(await badgeOf(customer, vaccineId)).toBe(true);
    });
  });

  it(`allows ${REVIEW_RATE_LIMIT} review posts an hour per account, then answers 429 with when to retry`, async () => {
    for (let n = 1; n <= REVIEW_RATE_LIMIT; n += 1) {
      await post(customer, { text: `Edit number ${n}`, rating: 4 }).expect(n === 1 ? 201 : 200);
    }
    const refused = await post(customer, { text: 'One too many', rating: 5 }).expect(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'CATALOGUE.TOO_MANY_REVIEWS',
      message: 'You have posted many reviews in a short time. Please try again in 60 minutes.',
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await reviewRows())[0]!.text).toBe(`Edit number ${REVIEW_RATE_LIMIT}`);
    // Another account is not held back by it.
    await post(other, { text: 'My first one', rating: 5 }).expect(201);
  });

  it.each([
    [{ text: '   ', rating: 4 }, 'Please write a few words about the product'],
    [{ rating: 4 }, 'Please write a few words about the product'],
    [{ text: 'Nice', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ text: 'Nice', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ text: 'Nice', rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ text: 'x'.repeat(2001), rating: 4 }, 'A review can have at most 2000 characters'],
  ])('refuses %j and stores nothing', async (body, message) => {
    const response = await post(customer, body).expect(400);
    expect(response.body.message).toBe(message);
    await request(api.http).get(comments()).expect(200, []);
  });

  it('answers 404 for an unknown product', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await request(api.http).get(comments(unknown)).expect(404);
    await post(customer, { text: 'Hm', rating: 3 }, unknown).expect(404);
    await request(api.http)
      .get(`${comments(unknown)}/mine`)
      .set(bearer(customer))
      .expect(404);
  });
});
