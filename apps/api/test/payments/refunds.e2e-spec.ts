import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetMonthlyRevenueQuery, GetSalesFiguresQuery } from '@kukur/server-ordering';
import { ReconcilePaymentsCommand } from '@kukur/server-payments';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestKhalti, TestKhalti } from '../support/khalti';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

interface Order {
  id: string;
  status: string;
  total: number;
  paymentStatus: string;
  paymentMethod: string | null;
  refunded: number;
}

describe('refunds of cancelled orders, through Khalti’s Refund API (the sandbox) and the worker’s refund job', () => {
  let slice: Slice;
  let khalti: TestKhalti;
  let customer: TestAccount;
  let admin: TestAccount;
  let productId: string;

  const http = () => slice.api.http;
  const orderAs = async (account: TestAccount, id: string): Promise<Order> =>
    (await request(http()).get(`/api/orders/${id}`).set(bearer(account)).expect(200)).body;
  /** Waits until the worker has brought the order's payment to `status`. */
  const paymentBecomes = (id: string, status: string, timeoutMs = 10_000) =>
    waitFor(
      async () => {
        const order = await orderAs(admin, id);
        return order.paymentStatus === status ? order : null;
      },
      `order ${id} payment ${status}`,
      timeoutMs,
    );
  const placed = async (quantity = 2): Promise<Order> =>
    (await placeOrder(slice.api, customer, [{ productId, quantity }]).expect(201)).body;
  /** An order paid with Khalti (through the sandbox's page and the server's verification). */
  const paidWithKhalti = async (quantity = 2): Promise<Order & { pidx: string }> => {
    const order = await placed(quantity);
    const started = await request(http())
      .post('/api/payments/initiate-payment')
      .set(bearer(customer))
      .send({ purchase_order_id: order.id })
      .expect(200);
    await khalti.complete(started.body.pidx);
    const verified = await request(http())
      .post('/api/payments/verify-khalti-lookup')
      .set(bearer(customer))
      .send({ pidx: started.body.pidx })
      .expect(200);
    expect(verified.body.orderDetails.paymentStatus).toBe('paid');
    return { ...verified.body.orderDetails, pidx: started.body.pidx };
  };
  const cancelAsCustomer = (id: string) =>
    request(http()).patch(`/api/orders/${id}/cancel`).set(bearer(customer)).expect(200);
  const setStatusAsAdmin = (id: string, status: string) =>
    request(http()).put(`/api/orders/${id}`).set(bearer(admin)).send({ status }).expect(200);
  const refundsAtKhalti = (pidx: string) => khalti.sandbox.payment(pidx)!.refunds;
  const mailsTo = (subject: RegExp) =>
    slice.sink.received.filter((mail) => mail.to.includes(customer.email) && subject.test(mail.subject));
  const mailArrives = (subject: RegExp) => waitFor(() => mailsTo(subject)[0], `an e-mail "${subject}"`);
  const reference = (id: string) => id.slice(-8).toUpperCase();

  beforeAll(async () => {
    khalti = await startTestKhalti();
    slice = await startSlice(khalti.env);
    admin = await anAdmin(slice.api);
  });
  beforeEach(async () => {
    await clearRateLimits(slice.api);
    await slice.api.orm.em.getConnection().execute('truncate product, customer_order cascade');
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'collar', name: 'Collar', price: '1725.00', stock: 40 }),
    ]);
    productId = await productIdBySlug(slice.api.orm, 'collar');
    customer = await signUp(slice.api);
    khalti.sandbox.reset();
  });
  afterAll(async () => {
    await slice.stop();
    await khalti.stop();
  });

  it('a customer cancels a paid Pending order: Khalti refunds it once, the order says Refunded, two honest e-mails', async () => {
    const order = await paidWithKhalti();
    expect(order.total).toBe(3450);
    const cancelled = await cancelAsCustomer(order.id);
    expect(cancelled.body.status).toBe('Cancelled');

    const refunded = await paymentBecomes(order.id, 'refunded');
    expect(refunded).toMatchObject({ status: 'Cancelled', paymentMethod: 'khalti', refunded: 3450 });
    expect(refundsAtKhalti(order.pidx)).toEqual([expect.objectContaining({ amount: 345000 })]);
    expect((await orderAs(customer, order.id)).paymentStatus).toBe('refunded');

    // The cancellation e-mail says a refund was asked for, not that it was made.
    const cancelMail = await mailArrives(/is cancelled$/);
    expect(cancelMail.text).toContain('We have asked Khalti to refund Rs 3,450.00 to your Khalti wallet');
    expect(cancelMail.text).not.toMatch(/We will refund/);
    const refundMail = await mailArrives(/^Your refund for Kukur Pasal order /);
    expect(refundMail.subject).toBe(`Your refund for Kukur Pasal order ${reference(order.id)}`);
    expect(refundMail.text).toContain('Khalti has refunded Rs 3,450.00');
    expect(mailsTo(/^Your refund/)).toHaveLength(1);

    // Verification of that pidx now reports the refund, as Khalti's lookup does.
    const verified = await request(http())
      .post('/api/payments/verify-khalti-lookup')
      .set(bearer(customer))
      .send({ pidx: order.pidx })
      .expect(200);
    expect(verified.body).toMatchObject({
      success: false,
      status: 'refunded',
      message: 'This payment was refunded.',
      data: { status: 'Refunded' },
    });
    expect((await khalti.sandbox.payment(order.pidx))!.status).toBe('Refunded');
  });

  it('the admin cancels an approved paid order: it is refunded too', async () => {
    const order = await paidWithKhalti(1);
    await setStatusAsAdmin(order.id, 'Approved');
    await setStatusAsAdmin(order.id, 'Cancelled');
    await paymentBecomes(order.id, 'refunded');
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);
  });

  it('Khalti refusing the refund: Refund failed for the admin, who retries it once Khalti accepts', async () => {
    const order = await paidWithKhalti();
    await khalti.fault({
      endpoint: 'refund',
      status: 400,
      body: { detail: 'Refund is not enabled for this merchant.', error_key: 'validation_error' },
    });
    await cancelAsCustomer(order.id);
    await paymentBecomes(order.id, 'refund-failed');
    expect(refundsAtKhalti(order.pidx)).toEqual([]);
    expect(mailsTo(/^Your refund/)).toEqual([]);
    const stats = (await request(http()).get('/api/orders/stats').set(bearer(admin)).expect(200)).body;
    expect(stats).toMatchObject({ revenue: 0, refundsOwed: 3450 });

    await request(http()).post(`/api/orders/${order.id}/refund/retry`).set(bearer(customer)).expect(403);
    const retried = await request(http())
      .post(`/api/orders/${order.id}/refund/retry`)
      .set(bearer(admin))
      .expect(200);
    expect(retried.body.paymentStatus).toBe('refund-pending');
    await paymentBecomes(order.id, 'refunded');
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);
    await mailArrives(/^Your refund/);
    await request(http()).post(`/api/orders/${order.id}/refund/retry`).set(bearer(admin)).expect(409);
  });

  it('Khalti times out after making the refund, the job retries: it looks first and refunds exactly once', async () => {
    const order = await paidWithKhalti();
    await khalti.fault({ endpoint: 'refund', hang: true, afterProcessing: true });
    await cancelAsCustomer(order.id);
    await paymentBecomes(order.id, 'refunded');
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);
    const [payment] = await slice.api.orm.em
      .getConnection()
      .execute(`select refund_attempts from payment where order_id = ?`, [order.id]);
    expect(payment.refund_attempts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(/^Your refund/)).toHaveLength(1);
  });

  it('Khalti times out without refunding, then answers: the retry refunds exactly once', async () => {
    const order = await paidWithKhalti();
    await khalti.fault({ endpoint: 'refund', hang: true });
    await cancelAsCustomer(order.id);
    await paymentBecomes(order.id, 'refunded');
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);
  });

  it('Khalti unreachable through every retry: Refund failed; the reconciliation finds it refunded after all', async () => {
    const order = await paidWithKhalti();
    // The first call is carried out but its answer lost; every lookup after it fails (3 attempts in tests).
    await khalti.fault({ endpoint: 'refund', hang: true, afterProcessing: true });
    await khalti.fault({ endpoint: 'lookup', status: 502, times: 2 });
    await cancelAsCustomer(order.id);
    await paymentBecomes(order.id, 'refund-failed');
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);

    const later = new Date(Date.now() + 10 * 60_000);
    const report = await slice.api.app.get(CommandBus).execute(new ReconcilePaymentsCommand(later));
    expect(report).toMatchObject({ refunded: 1 });
    expect(await orderAs(admin, order.id)).toMatchObject({ paymentStatus: 'refunded', refunded: 3450 });
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);
    await mailArrives(/^Your refund/);
  });

  it('revenue counts paid minus refunded: orders stats, the dashboard’s figures and months', async () => {
    const kept = await paidWithKhalti(1);
    const givenBack = await paidWithKhalti(2);
    const queryBus = slice.api.app.get(QueryBus);
    const stats = async () =>
      (await request(http()).get('/api/orders/stats').set(bearer(admin)).expect(200)).body;
    const month = new Date().toISOString().slice(0, 7);
    expect((await stats()).revenue).toBe(1725 + 3450);

    await cancelAsCustomer(givenBack.id);
    await paymentBecomes(givenBack.id, 'refunded');
    expect(await stats()).toMatchObject({ revenue: 1725, refundsOwed: 0, cancelled: 1 });
    expect(await queryBus.execute(new GetSalesFiguresQuery())).toMatchObject({ revenue: 1725 });
    const months = await queryBus.execute(new GetMonthlyRevenueQuery(month));
    expect(months.reduce((sum, row) => sum + row.revenue, 0)).toBe(1725);
    expect(kept.paymentStatus).toBe('paid');
  });

  it('cash on delivery: never paid needs no refund; paid then cancelled is a cash refund due until the admin settles it', async () => {
    const choose = (id: string) =>
      request(http())
        .put(`/api/orders/${id}/payment`)
        .set(bearer(customer))
        .send({ paymentMethod: 'cod' })
        .expect(200);

    const unpaid = await placed(1);
    await choose(unpaid.id);
    await setStatusAsAdmin(unpaid.id, 'Cancelled');
    const paid = await placed(2);
    await choose(paid.id);
    await request(http())
      .put(`/api/orders/${paid.id}/payment`)
      .set(bearer(admin))
      .send({ paymentMethod: 'cod', paymentStatus: 'paid' })
      .expect(200);
    await setStatusAsAdmin(paid.id, 'Cancelled');

    const due = await paymentBecomes(paid.id, 'refund-due');
    expect(due.refunded).toBe(0);
    expect(await orderAs(admin, unpaid.id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'pending' });
    const cancelMail = await waitFor(
      () => mailsTo(/is cancelled$/).find((mail) => mail.subject.includes(reference(paid.id))),
      'the cancellation e-mail',
    );
    expect(cancelMail.text).toContain('You paid Rs 3,450.00 in cash for this order. We owe it back to you');
    expect(
      (await request(http()).get('/api/orders/stats').set(bearer(admin)).expect(200)).body,
    ).toMatchObject({
      revenue: 0,
      refundsOwed: 3450,
    });

    await request(http()).post(`/api/orders/${unpaid.id}/refund/cash-settled`).set(bearer(admin)).expect(409);
    await request(http()).post(`/api/orders/${paid.id}/refund/retry`).set(bearer(admin)).expect(409);
    const settled = await request(http())
      .post(`/api/orders/${paid.id}/refund/cash-settled`)
      .set(bearer(admin))
      .expect(200);
    expect(settled.body).toMatchObject({ paymentStatus: 'refunded', refunded: 3450 });
    const refundMail = await mailArrives(/^Your refund/);
    expect(refundMail.text).toContain('We have given you back Rs 3,450.00 in cash');
    await request(http()).post(`/api/orders/${paid.id}/refund/cash-settled`).set(bearer(admin)).expect(409);
  });

  it('deleting a Pending paid order cancels it (stock back, the admin can no longer approve it) and refunds it', async () => {
    const order = await paidWithKhalti(3);
    expect(await stockOf(slice.api, productId)).toBe(37);
    await request(http()).delete(`/api/orders/${order.id}`).set(bearer(customer)).expect(200);
    await request(http()).get(`/api/orders/${order.id}`).set(bearer(customer)).expect(404);
    expect(await stockOf(slice.api, productId)).toBe(40);
    const seen = await paymentBecomes(order.id, 'refunded');
    expect(seen.status).toBe('Cancelled');
    await request(http())
      .put(`/api/orders/${order.id}`)
      .set(bearer(admin))
      .send({ status: 'Approved' })
      .expect(409);
    expect(refundsAtKhalti(order.pidx)).toHaveLength(1);
  });

  it('deleting the account cancels its open paid orders and refunds them', async () => {
    const order = await paidWithKhalti(1);
    await request(http()).delete(`/api/user/users/${customer.id}`).set(bearer(customer)).expect(204);
    const seen = await paymentBecomes(order.id, 'refunded');
    expect(seen.status).toBe('Cancelled');
  });
});
