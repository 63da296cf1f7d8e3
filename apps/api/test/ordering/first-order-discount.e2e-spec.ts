import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestKhalti, TestKhalti } from '../support/khalti';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

interface PlacedOrder {
  id: string;
  subtotal: number;
  discount: number;
  discountPercent: number | null;
  total: number;
}

const RACE_PRODUCTS = Array.from({ length: 8 }, (_, index) => `race-${index}`);

const offerOf = (api: TestApi, account?: TestAccount) => {
  const call = request(api.http).get('/api/orders/first-order-offer');
  return account ? call.set(bearer(account)) : call;
};

describe('the first-order discount, decided by the server', () => {
  let api: TestApi;
  let khalti: TestKhalti;
  let admin: TestAccount;
  let yakChew: string;

  const order = async (account: TestAccount, quantity = 2, extra: Record<string, unknown> = {}) =>
    (await placeOrder(api, account, [{ productId: yakChew, quantity }], extra).expect(201))
      .body as PlacedOrder;
  const placedPayload = async (orderId: string) => {
    const [row] = await api.orm.em
      .getConnection()
      .execute<{ payload: Record<string, unknown> }[]>(
        `select payload from outbox_message where type = 'ordering.order-placed.v1' and payload->>'orderId' = ?`,
        [orderId],
      );
    return row!.payload;
  };

  beforeAll(async () => {
    khalti = await startTestKhalti();
    api = await startTestApi(testConfig({ ...khalti.env, FIRST_ORDER_DISCOUNT_ENABLED: 'true' }));
    await resetDatabase(api.orm);
    admin = await anAdmin(api);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.orm.em.getConnection().execute('truncate product, customer_order, payment cascade');
    await seedProducts(api.app, [
      aProduct({ slug: 'yak-chew', name: 'Himalayan Yak Chew', price: '3450.00', stock: 100 }),
      ...RACE_PRODUCTS.map((slug) => aProduct({ slug, name: slug, price: '3450.00', stock: 5 })),
    ]);
    yakChew = await productIdBySlug(api.orm, 'yak-chew');
  });
  afterAll(async () => {
    await api.close();
    await khalti.stop();
  });

  it('takes 10 % off a new customer’s first order, whatever totals the client sends', async () => {
    const customer = await signUp(api);
    expect((await offerOf(api, customer).expect(200)).body).toEqual({
      enabled: true,
      percent: 10,
      eligible: true,
    });
    const first = await order(customer, 2, { total: 1 });
    expect(first).toMatchObject({ subtotal: 6900, discount: 690, discountPercent: 10, total: 6210 });
    // Stored: the profile's history and the admin's list show the same figures.
    const history = await request(api.http)
      .get(`/api/users/${customer.email}/orders`)
      .set(bearer(customer))
      .expect(200);
    expect(history.body[0]).toMatchObject({ subtotal: 6900, discount: 690, total: 6210 });
    const listed = await request(api.http).get('/api/orders').set(bearer(admin)).expect(200);
    expect(listed.body.find((row: PlacedOrder) => row.id === first.id)).toMatchObject({
      subtotal: 6900,
      discount: 690,
      discountPercent: 10,
      total: 6210,
    });
    // The order e-mail is built from the event: it carries the discount line's figures.
    expect(await placedPayload(first.id)).toMatchObject({
      subtotal: '6900.00',
      discount: '690.00',
      discountPercent: 10,
      total: '6210.00',
    });
  });

  it('gives no discount on the second order', async () => {
    const customer = await signUp(api);
    await order(customer);
    expect((await offerOf(api, customer).expect(200)).body.eligible).toBe(false);
    const second = await order(customer);
    expect(second).toMatchObject({ subtotal: 6900, discount: 0, discountPercent: null, total: 6900 });
  });

  it('offers it again once the first order is cancelled, by the customer or the shop', async () => {
    const customer = await signUp(api);
    const first = await order(customer);
    expect(first.discount).toBe(690);
    await request(api.http).patch(`/api/orders/${first.id}/cancel`).set(bearer(customer)).expect(200);
    expect((await offerOf(api, customer).expect(200)).body.eligible).toBe(true);
    const again = await order(customer, 1);
    expect(again).toMatchObject({ subtotal: 3450, discount: 345, total: 3105 });

    await request(api.http)
      .put(`/api/orders/${again.id}`)
      .set(bearer(admin))
      .send({ status: 'Cancelled', note: 'Out of delivery area' })
      .expect(200);
    const third = await order(customer, 3);
    expect(third).toMatchObject({ subtotal: 10350, discount: 1035, total: 9315 });
    // ...and an approved or completed first order keeps it used.
    await request(api.http).put(`/api/orders/${third.id}`).set(bearer(admin)).send({ status: 'Approved' });
    expect((await order(customer, 1)).discount).toBe(0);
  });

  it('gives it once when a customer’s “first” orders arrive at the same time', async () => {
    // Each order its own product, so the stock rows do not queue the orders for the offer.
    const ids = await Promise.all(RACE_PRODUCTS.map((slug) => productIdBySlug(api.orm, slug)));
    for (let round = 0; round < 3; round += 1) {
      const customer = await signUp(api);
      const responses = await Promise.all(
        ids.map((productId) => placeOrder(api, customer, [{ productId, quantity: 1 }])),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(ids.length).fill(201));
      const discounted = responses.filter((response) => response.body.discount > 0);
      expect(discounted).toHaveLength(1);
      expect(discounted[0]!.body).toMatchObject({ subtotal: 3450, discount: 345, total: 3105 });
      const [row] = await api.orm.em.getConnection().execute<{ discounted: number; plain: number }[]>(
        `select count(*) filter (where discount > 0)::int as discounted,
                  count(*) filter (where discount = 0)::int as plain
             from customer_order where user_id = ?`,
        [customer.id],
      );
      expect(row).toEqual({ discounted: 1, plain: ids.length - 1 });
    }
  });

  it('is enforced by the database too: a second discounted open order of a customer is refused', async () => {
    const customer = await signUp(api);
    const first = await order(customer);
    await expect(
      api.orm.em.getConnection().execute(
        `insert into customer_order (id, user_id, user_email, customer_name, phone_number, city, colony,
           subtotal, discount, discount_percent, total)
         select gen_random_uuid(), user_id, user_email, customer_name, phone_number, city, colony,
           subtotal, discount, discount_percent, total from customer_order where id = ?`,
        [first.id],
      ),
    ).rejects.toThrow(/customer_order_one_first_order_discount/);
    await expect(
      api.orm.em
        .getConnection()
        .execute(`update customer_order set total = subtotal where id = ?`, [first.id]),
    ).rejects.toThrow(/customer_order_total_is_subtotal_less_discount/);
  });

  it('asks Khalti for the discounted total, and verification expects that amount', async () => {
    const customer = await signUp(api);
    const first = await order(customer);
    const started = await request(api.http)
      .post('/api/payments/initiate-payment')
      .set(bearer(customer))
      .send({ purchase_order_id: first.id, amount: 690000 })
      .expect(200);
    expect(started.body.amount).toBe(621000);
    const atKhalti = khalti.sandbox.payments().find((payment) => payment.pidx === started.body.pidx)!;
    expect(atKhalti.amount).toBe(621000);
    expect(atKhalti.amountBreakdown!.reduce((sum, line) => sum + line.amount, 0)).toBe(621000);
    await khalti.complete(started.body.pidx);
    const verified = await request(api.http)
      .post('/api/payments/verify-khalti-lookup')
      .set(bearer(customer))
      .send({ pidx: started.body.pidx })
      .expect(200);
    expect(verified.body).toMatchObject({ success: true, data: { total_amount: 621000 } });
    expect(verified.body.orderDetails).toMatchObject({ paymentStatus: 'paid', total: 6210, discount: 690 });
  });

  it('shows visitors the offer without a discount of theirs, and refuses an expired token', async () => {
    expect((await offerOf(api).expect(200)).body).toEqual({ enabled: true, percent: 10, eligible: false });
    await request(api.http)
      .get('/api/orders/first-order-offer')
      .set({ Authorization: 'Bearer not-a-token' })
      .expect(401);
  });
});

describe('the first-order offer’s settings', () => {
  let api: TestApi | undefined;
  afterAll(() => api?.close());

  const setUp = async (env: Record<string, string>) => {
    await api?.close();
    api = await startTestApi(testConfig(env));
    await resetDatabase(api.orm);
    await seedProducts(api.app, [aProduct({ slug: 'kibble', name: 'Kibble', price: '1234.55', stock: 50 })]);
    return { api, productId: await productIdBySlug(api.orm, 'kibble') };
  };

  it('switched off: no discount and no offer', async () => {
    const { api, productId } = await setUp({
      FIRST_ORDER_DISCOUNT_ENABLED: 'false',
      FIRST_ORDER_DISCOUNT_PERCENT: '10',
    });
    const customer = await signUp(api);
    expect((await offerOf(api, customer).expect(200)).body).toEqual({
      enabled: false,
      percent: 10,
      eligible: false,
    });
    const placed = await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201);
    expect(placed.body).toMatchObject({
      subtotal: 1234.55,
      discount: 0,
      discountPercent: null,
      total: 1234.55,
    });
  });

  it('at another rate, rounding the discount to the nearest paisa (halves up)', async () => {
    const { api, productId } = await setUp({
      FIRST_ORDER_DISCOUNT_ENABLED: 'true',
      FIRST_ORDER_DISCOUNT_PERCENT: '12.5',
    });
    const customer = await signUp(api);
    expect((await offerOf(api, customer).expect(200)).body).toEqual({
      enabled: true,
      percent: 12.5,
      eligible: true,
    });
    // 12.5 % of Rs 1,234.55 is Rs 154.31875 -> Rs 154.32.
    const placed = await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201);
    expect(placed.body).toMatchObject({
      subtotal: 1234.55,
      discount: 154.32,
      discountPercent: 12.5,
      total: 1080.23,
    });
  });
});
