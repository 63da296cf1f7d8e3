import { CommandBus } from '@nestjs/cqrs';
import { ReconcilePaymentsCommand } from '@kukur/server-payments';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestKhalti, TestKhalti } from '../support/khalti';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

describe('Khalti ePayment, verified on the server through the Khalti sandbox', () => {
  let api: TestApi;
  let khalti: TestKhalti;
  let customer: TestAccount;
  let stranger: TestAccount;
  let productId: string;
  let cheapId: string;

  const newOrder = async (account = customer, product = productId) =>
    (await placeOrder(api, account, [{ productId: product, quantity: 1 }]).expect(201)).body as {
      id: string;
      total: number;
    };
  const initiate = (orderId: string, account = customer, extra: object = {}) =>
    request(api.http)
      .post('/api/payments/initiate-payment')
      .set(bearer(account))
      .send({ purchase_order_id: orderId, ...extra });
  const verify = (pidx: string, account = customer) =>
    request(api.http).post('/api/payments/verify-khalti-lookup').set(bearer(account)).send({ pidx });
  const order = async (id: string) =>
    (await request(api.http).get(`/api/orders/${id}`).set(bearer(customer)).expect(200)).body;
  const paidEvents = async (orderId: string) =>
    (
      await api.orm.em
        .getConnection()
        .execute(
          `select 1 from outbox_message where type = 'ordering.order-paid.v1' and payload->>'orderId' = ?`,
          [orderId],
        )
    ).length;

  beforeAll(async () => {
    khalti = await startTestKhalti();
    api = await startTestApi(testConfig(khalti.env));
    await resetDatabase(api.orm);
    customer = await signUp(api);
    stranger = await signUp(api);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.orm.em.getConnection().execute('truncate product, customer_order cascade');
    await seedProducts(api.app, [
      aProduct({ slug: 'kibble', name: 'Kibble', price: '1450.50', stock: 50 }),
      aProduct({ slug: 'treat', name: 'Treat', price: '9.99', stock: 50 }),
    ]);
    productId = await productIdBySlug(api.orm, 'kibble');
    cheapId = await productIdBySlug(api.orm, 'treat');
  });
  afterAll(async () => {
    await api.close();
    await khalti.stop();
  });

  it('pays: initiate tells Khalti the order’s own amount, verification pays the order once', async () => {
    const placed = await newOrder();
    const started = await initiate(placed.id, customer, {
      amount: 100,
      return_url: 'https://evil.example/steal',
    }).expect(200);
    expect(started.body).toMatchObject({ amount: 145050, orderId: placed.id });
    expect(started.body.payment_url).toContain(started.body.pidx);
    const atKhalti = khalti.sandbox.payments().find((payment) => payment.pidx === started.body.pidx)!;
    expect(atKhalti).toMatchObject({
      amount: 145050,
      purchaseOrderId: placed.id,
      returnUrl: 'http://shop.test/payment-success',
      amountBreakdown: [
        { label: 'Subtotal', amount: 145050 },
        { label: 'Shipping', amount: 0 },
      ],
    });

    await khalti.complete(started.body.pidx);
    const verified = await verify(started.body.pidx).expect(200);
    expect(verified.body).toMatchObject({
      success: true,
      status: 'paid',
      data: { total_amount: 145050, status: 'Completed' },
    });
    expect(verified.body.orderDetails).toMatchObject({
      id: placed.id,
      paymentStatus: 'paid',
      paymentMethod: 'khalti',
    });
    expect(verified.body.orderDetails.transactionId).toBeTruthy();
    expect(verified.body.orderDetails.paymentReference).toBe(started.body.pidx);
    const again = await verify(started.body.pidx).expect(200);
    expect(again.body).toMatchObject({ success: true, status: 'already-paid' });
    expect(await paidEvents(placed.id)).toBe(1);
    await initiate(placed.id).expect(409);
  });

  it('a cancelled or expired link leaves the order unpaid and payable by a new link', async () => {
    const placed = await newOrder();
    for (const status of ['User canceled', 'Expired']) {
      const started = await initiate(placed.id).expect(200);
      await khalti.force(started.body.pidx, { status });
      const verified = await verify(started.body.pidx).expect(200);
      expect(verified.body).toMatchObject({
        success: false,
        status: status === 'Expired' ? 'expired' : 'canceled',
      });
      expect((await order(placed.id)).paymentStatus).toBe('pending');
    }
    const last = await initiate(placed.id).expect(200);
    await khalti.complete(last.body.pidx);
    await verify(last.body.pidx).expect(200);
    expect((await order(placed.id)).paymentStatus).toBe('paid');
  });

  it('settles a payment left pending when the reconciliation job finds it completed', async () => {
    const placed = await newOrder();
    const started = await initiate(placed.id).expect(200);
    await khalti.force(started.body.pidx, { status: 'Pending' });
    expect((await verify(started.body.pidx).expect(200)).body).toMatchObject({
      success: false,
      status: 'pending',
    });
    await khalti.force(started.body.pidx, { status: 'Completed', transaction_id: 'GFq9PFS7b2iYvL8Lir9oXe' });
    // The customer closed the tab; a minute later the worker's job looks again.
    await api.orm.em.getConnection().execute(`update payment set created_at = now() - interval '2 minutes'`);
    const report = await api.app.get(CommandBus).execute(new ReconcilePaymentsCommand());
    expect(report).toMatchObject({ checked: 1, paid: 1 });
    expect((await order(placed.id)).paymentStatus).toBe('paid');
    expect(await paidEvents(placed.id)).toBe(1);
  });

  it('releases an unpaid order whose link expired longer ago than the grace period, stock back', async () => {
    const placed = await newOrder();
    const started = await initiate(placed.id).expect(200);
    await khalti.force(started.body.pidx, { status: 'Expired' });
    await api.orm.em
      .getConnection()
      .execute(
        `update payment set created_at = now() - interval '3 hours', expires_at = now() - interval '2 hours'`,
      );
    expect(await stockOf(api, productId)).toBe(49);
    const report = await api.app.get(CommandBus).execute(new ReconcilePaymentsCommand());
    expect(report.released).toBe(1);
    expect((await order(placed.id)).status).toBe('Cancelled');
    expect(await stockOf(api, productId)).toBe(50);
  });

  describe('tampering: each attempt is refused and the order stays unpaid', () => {
    it('a wrong amount at Khalti', async () => {
      const placed = await newOrder();
      const started = await initiate(placed.id).expect(200);
      await khalti.force(started.body.pidx, {
        status: 'Completed',
        total_amount: 1000,
        transaction_id: 'FAKE',
      });
      const response = await verify(started.body.pidx).expect(402);
      expect(response.body.message).toBe('Payment verification failed');
      expect((await order(placed.id)).paymentStatus).toBe('pending');
    });

    it.each(['Initiated', 'Pending', 'Refunded', 'Partially Refunded'])('a status of %s', async (status) => {
      const placed = await newOrder();
      const started = await initiate(placed.id).expect(200);
      await khalti.force(started.body.pidx, { status });
      expect((await verify(started.body.pidx).expect(200)).body.success).toBe(false);
      expect((await order(placed.id)).paymentStatus).not.toBe('paid');
    });

    it('another order’s pidx pays only that order', async () => {
      const cheap = await newOrder(customer, productId);
      const dear = await newOrder();
      const started = await initiate(cheap.id).expect(200);
      await khalti.complete(started.body.pidx);
      await verify(started.body.pidx).expect(200);
      expect((await order(cheap.id)).paymentStatus).toBe('paid');
      expect((await order(dear.id)).paymentStatus).toBe('pending');
    });

    it('another user’s order or pidx', async () => {
      const placed = await newOrder();
      await initiate(placed.id, stranger).expect(404);
      const started = await initiate(placed.id).expect(200);
      await khalti.complete(started.body.pidx);
      await verify(started.body.pidx, stranger).expect(404);
      expect((await order(placed.id)).paymentStatus).toBe('pending');
    });

    it('an unknown pidx, and a forged success callback for an unpaid link', async () => {
      await verify('NotARealPidx12345').expect(404);
      const placed = await newOrder();
      const started = await initiate(placed.id).expect(200);
      // The browser claims ?status=Completed; Khalti says the link was never paid.
      expect((await verify(started.body.pidx).expect(200)).body).toMatchObject({
        success: false,
        status: 'pending',
      });
      expect((await order(placed.id)).paymentStatus).toBe('pending');
    });
  });

  it('20 simultaneous verifications of one pidx: one payment, one status change, one e-mail', async () => {
    const placed = await newOrder();
    const started = await initiate(placed.id).expect(200);
    await khalti.complete(started.body.pidx);
    const responses = await Promise.all(Array.from({ length: 20 }, () => verify(started.body.pidx)));
    expect(responses.every((response) => response.status === 200 && response.body.success)).toBe(true);
    expect(responses.filter((response) => response.body.status === 'paid')).toHaveLength(1);
    const payments = await api.orm.em
      .getConnection()
      .execute(`select status from payment where order_id = ?`, [placed.id]);
    expect(payments).toEqual([{ status: 'completed' }]);
    expect(await paidEvents(placed.id)).toBe(1);
  });

  it('refuses an order under Rs 10 with Khalti’s own words, and orders that are not payable', async () => {
    const cheap = await newOrder(customer, cheapId);
    const small = await initiate(cheap.id).expect(400);
    expect(small.body.message).toBe('Amount should be greater than Rs. 10, that is 1000 paisa.');
    const placed = await newOrder();
    await request(api.http).patch(`/api/orders/${placed.id}/cancel`).set(bearer(customer)).expect(200);
    expect((await initiate(placed.id).expect(409)).body.code).toBe('PAYMENTS.NOT_PAYABLE');
    await initiate('00000000-0000-4000-8000-000000000000').expect(404);
    await request(api.http)
      .post('/api/payments/initiate-payment')
      .send({ purchase_order_id: placed.id })
      .expect(401);
  });

  it('answers Khalti’s failures and time-outs with the spec’s text, quickly', async () => {
    const placed = await newOrder();
    await khalti.fault({ endpoint: 'initiate', status: 500, times: 1 });
    expect((await initiate(placed.id).expect(503)).body.message).toBe(
      'Payment system unavailable. Please try again later.',
    );
    const started = await initiate(placed.id).expect(200);
    await khalti.fault({ endpoint: 'lookup', hang: true, times: 1 });
    const before = Date.now();
    await verify(started.body.pidx).expect(503);
    expect(Date.now() - before).toBeLessThan(3000);
    expect((await order(placed.id)).paymentStatus).toBe('pending');
  });

  it('cash on delivery: the customer chooses it, the admin marks it paid when the cash is in', async () => {
    const admin = await anAdmin(api);
    const placed = await newOrder();
    const pay = (account: TestAccount, body: object) =>
      request(api.http).put(`/api/orders/${placed.id}/payment`).set(bearer(account)).send(body);
    await pay(stranger, { paymentMethod: 'cod' }).expect(404);
    await pay(customer, { paymentMethod: 'khalti', paymentStatus: 'paid' }).expect(400);
    const chosen = await pay(customer, {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      _id: placed.id,
    }).expect(200);
    expect(chosen.body).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' });
    await pay(customer, { paymentMethod: 'cod', paymentStatus: 'paid' }).expect(403);
    await pay(admin, { paymentMethod: 'cod', paymentStatus: 'paid' }).expect(200);
    expect((await order(placed.id)).paymentStatus).toBe('paid');
    expect(await paidEvents(placed.id)).toBe(1);
    await pay(customer, { paymentMethod: 'cod' }).expect(409);
    const stats = await request(api.http).get('/api/orders/stats').set(bearer(admin)).expect(200);
    expect(stats.body.revenue).toBe(1450.5);

    const dropped = await newOrder();
    await request(api.http)
      .put(`/api/orders/${dropped.id}/payment`)
      .set(bearer(customer))
      .send({ paymentMethod: 'cod' })
      .expect(200);
    await request(api.http).patch(`/api/orders/${dropped.id}/cancel`).set(bearer(customer)).expect(200);
    await request(api.http)
      .put(`/api/orders/${dropped.id}/payment`)
      .set(bearer(admin))
      .send({ paymentMethod: 'cod', paymentStatus: 'paid' })
      .expect(409);
  });
});

describe('Khalti not configured', () => {
  let api: TestApi;
  let customer: TestAccount;

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api);
  });
  afterAll(() => api.close());

  it('offers no Khalti (503) but cash on delivery still works', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'solo', price: '500.00' })]);
    const productId = await productIdBySlug(api.orm, 'solo');
    const placed = (await placeOrder(api, customer, [{ productId, quantity: 1 }]).expect(201)).body;
    await request(api.http)
      .post('/api/payments/initiate-payment')
      .set(bearer(customer))
      .send({ purchase_order_id: placed.id })
      .expect(503);
    await request(api.http)
      .put(`/api/orders/${placed.id}/payment`)
      .set(bearer(customer))
      .send({ paymentMethod: 'cod' })
      .expect(200);
  });
});
