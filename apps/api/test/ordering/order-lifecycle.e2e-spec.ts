import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aDelivery, placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('an order’s life: cancel, approve, complete, history, and who may see what', () => {
  let api: TestApi;
  let customer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let productId: string;

  const newOrder = async (account = customer) =>
    (
      await placeOrder(api, account, [{ productId, quantity: 2 }], {
        customer: { ...aDelivery, name: account.name },
      }).expect(201)
    ).body as { id: string };
  const setStatus = (id: string, status: string) =>
    request(api.http).put(`/api/orders/${id}`).set(bearer(admin)).send({ status });

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api, { name: 'Owner Olivia' });
    other = await signUp(api, { name: 'Other Oscar' });
    admin = await anAdmin(api);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.orm.em.getConnection().execute('truncate product, customer_order cascade');
    await seedProducts(api.app, [aProduct({ slug: 'kibble', name: 'Kibble', price: '500.00', stock: 20 })]);
    productId = await productIdBySlug(api.orm, 'kibble');
  });
  afterAll(() => api.close());

  it('lets the customer cancel a Pending order and gives the stock back', async () => {
    const order = await newOrder();
    expect(await stockOf(api, productId)).toBe(18);
    const cancelled = await request(api.http)
      .patch(`/api/orders/${order.id}/cancel`)
      .set(bearer(customer))
      .expect(200);
    expect(cancelled.body.status).toBe('Cancelled');
    expect(await stockOf(api, productId)).toBe(20);
    const again = await request(api.http)
      .patch(`/api/orders/${order.id}/cancel`)
      .set(bearer(customer))
      .expect(409);
    expect(again.body.message).toBe('Only pending orders can be cancelled.');
    expect(await stockOf(api, productId)).toBe(20);
  });

  it('does not let a customer cancel once the shop has approved', async () => {
    const order = await newOrder();
    await setStatus(order.id, 'Approved').expect(200);
    await request(api.http).patch(`/api/orders/${order.id}/cancel`).set(bearer(customer)).expect(409);
  });

  it.each([
    [['Approved', 'Completed'], 'Completed', 18],
    [['Cancelled'], 'Cancelled', 20],
    [['Approved', 'Cancelled'], 'Cancelled', 20],
  ])('moves an order along %j', async (steps, final, stock) => {
    const order = await newOrder();
    for (const status of steps) await setStatus(order.id, status).expect(200);
    const shown = await request(api.http).get(`/api/orders/${order.id}`).set(bearer(admin)).expect(200);
    expect(shown.body.status).toBe(final);
    expect(
      shown.body.history.map((entry: { from: string | null; to: string }) => [entry.from, entry.to]),
    ).toEqual([
      [null, 'Pending'],
      ...steps.map((to, index) => [index === 0 ? 'Pending' : steps[index - 1], to]),
    ]);
    expect(
      shown.body.history
        .slice(1)
        .every(
          (entry: { by: string; actorId: string }) => entry.by === 'admin' && entry.actorId === admin.id,
        ),
    ).toBe(true);
    expect(await stockOf(api, productId)).toBe(stock);
  });

  it.each([
    [[], 'Completed'],
    [[], 'Pending'],
    [['Approved'], 'Pending'],
    [['Approved'], 'Approved'],
    [['Approved', 'Completed'], 'Cancelled'],
    [['Cancelled'], 'Approved'],
    [['Cancelled'], 'Cancelled'],
  ])('after %j refuses %s with 409 and changes nothing', async (steps, next) => {
    const order = await newOrder();
    for (const status of steps) await setStatus(order.id, status).expect(200);
    const stockBefore = await stockOf(api, productId);
    const response = await setStatus(order.id, next).expect(409);
    expect(response.body.code).toBe('ORDERING.ILLEGAL_TRANSITION');
    const shown = await request(api.http).get(`/api/orders/${order.id}`).set(bearer(admin)).expect(200);
    expect(shown.body.history).toHaveLength(steps.length + 1);
    expect(await stockOf(api, productId)).toBe(stockBefore);
  });

  it('keeps the admin’s reason in the history, and refuses a reason over 300 characters without changing anything', async () => {
    const order = await newOrder();
    const tooLong = await request(api.http)
      .put(`/api/orders/${order.id}`)
      .set(bearer(admin))
      .send({ status: 'Cancelled', note: 'x'.repeat(301) })
      .expect(400);
    expect(tooLong.body.code).toBe('COMMON.VALIDATION_FAILED');
    expect(await stockOf(api, productId)).toBe(18);

    await request(api.http)
      .put(`/api/orders/${order.id}`)
      .set(bearer(admin))
      .send({ status: 'Cancelled', note: 'y'.repeat(300) })
      .expect(200);
    const shown = await request(api.http).get(`/api/orders/${order.id}`).set(bearer(admin)).expect(200);
    expect(shown.body.history.at(-1)).toMatchObject({ to: 'Cancelled', note: 'y'.repeat(300) });
  });

  it('records an e-mail for every status change', async () => {
    const order = await newOrder();
    await setStatus(order.id, 'Approved').expect(200);
    const events = await api.orm.em
      .getConnection()
      .execute(
        `select payload from outbox_message where type = 'ordering.order-status-changed.v1' and payload->>'orderId' = ?`,
        [order.id],
      );
    expect(events.map((event) => (event.payload as { to: string }).to)).toEqual(['Approved']);
  });

  it('shows customers only their own orders: history, latest, one order and its items', async () => {
    const mine = await newOrder();
    const theirs = await newOrder(other);
    const history = await request(api.http)
      .get(`/api/users/${customer.email}/orders`)
      .set(bearer(customer))
      .expect(200);
    expect(history.body.map((order: { id: string }) => order.id)).toEqual([mine.id]);
    await request(api.http).get(`/api/users/${other.email}/orders`).set(bearer(customer)).expect(403);
    await request(api.http).get(`/api/users/${customer.email}/orders`).expect(401);
    const latest = await request(api.http).get('/api/orders/latest').set(bearer(customer)).expect(200);
    expect(latest.body.id).toBe(mine.id);
    const items = await request(api.http)
      .get(`/api/orders/${mine.id}/items`)
      .set(bearer(customer))
      .expect(200);
    expect(items.body).toEqual([expect.objectContaining({ productId, quantity: 2, price: 500 })]);
    const own = await request(api.http).get(`/api/orders/${mine.id}`).set(bearer(customer)).expect(200);
    expect(own.body.history).toBeUndefined();
    for (const path of [`/api/orders/${theirs.id}`, `/api/orders/${theirs.id}/items`]) {
      await request(api.http).get(path).set(bearer(customer)).expect(404);
    }
    await request(api.http).patch(`/api/orders/${theirs.id}/cancel`).set(bearer(customer)).expect(404);
    await request(api.http).delete(`/api/orders/${theirs.id}`).set(bearer(customer)).expect(404);
    await request(api.http).get('/api/orders/not-an-id').set(bearer(customer)).expect(404);
  });

  it('deletes an order from the customer’s history only; the shop keeps it (a Pending one cancelled)', async () => {
    const stockBefore = await stockOf(api, productId);
    const order = await newOrder();
    await request(api.http)
      .delete(`/api/orders/${order.id}`)
      .set(bearer(customer))
      .expect(200, { message: 'Order deleted successfully.' });
    const history = await request(api.http)
      .get(`/api/users/${customer.email}/orders`)
      .set(bearer(customer))
      .expect(200);
    expect(history.body).toEqual([]);
    await request(api.http).get('/api/orders/latest').set(bearer(customer)).expect(404);
    for (const path of [`/api/orders/${order.id}`, `/api/orders/${order.id}/items`]) {
      await request(api.http).get(path).set(bearer(customer)).expect(404);
    }
    await request(api.http).patch(`/api/orders/${order.id}/cancel`).set(bearer(customer)).expect(404);
    await request(api.http).delete(`/api/orders/${order.id}`).set(bearer(customer)).expect(404);
    const adminView = await request(api.http).get(`/api/orders/${order.id}`).set(bearer(admin)).expect(200);
    expect(adminView.body).toMatchObject({ id: order.id, status: 'Cancelled' });
    expect(adminView.body.history.at(-1)).toMatchObject({ by: 'customer', from: 'Pending', to: 'Cancelled' });
    expect(await stockOf(api, productId)).toBe(stockBefore);
    await request(api.http)
      .put(`/api/orders/${order.id}`)
      .set(bearer(admin))
      .send({ status: 'Approved' })
      .expect(409);
  });

  it('refuses to delete an Approved order (it is on its way); a Completed one is simply hidden', async () => {
    const order = await newOrder();
    await request(api.http)
      .put(`/api/orders/${order.id}`)
      .set(bearer(admin))
      .send({ status: 'Approved' })
      .expect(200);
    const refused = await request(api.http)
      .delete(`/api/orders/${order.id}`)
      .set(bearer(customer))
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'ORDERING.NOT_DELETABLE',
      message:
        'This order is approved and on its way, so it cannot be deleted now. Contact us if you need to cancel it.',
    });
    await request(api.http).get(`/api/orders/${order.id}`).set(bearer(customer)).expect(200);
    await request(api.http)
      .put(`/api/orders/${order.id}`)
      .set(bearer(admin))
      .send({ status: 'Completed' })
      .expect(200);
    await request(api.http).delete(`/api/orders/${order.id}`).set(bearer(customer)).expect(200);
    const adminView = await request(api.http).get(`/api/orders/${order.id}`).set(bearer(admin)).expect(200);
    expect(adminView.body.status).toBe('Completed');
  });

  it('keeps the admin routes for admins', async () => {
    const order = await newOrder();
    await request(api.http).get('/api/orders').expect(401);
    await request(api.http).get('/api/orders').set(bearer(customer)).expect(403);
    await request(api.http)
      .put(`/api/orders/${order.id}`)
      .set(bearer(customer))
      .send({ status: 'Approved' })
      .expect(403);
    await request(api.http).get('/api/orders/stats').set(bearer(customer)).expect(403);
    await request(api.http)
      .post('/api/send-order-email')
      .set(bearer(customer))
      .send({ orderId: order.id })
      .expect(403);
  });

  it('lists orders for the admin with search, a case-insensitive status filter, paging and stats', async () => {
    const first = await newOrder();
    const second = await newOrder(other);
    await setStatus(second.id, 'Approved').expect(200);
    const all = await request(api.http).get('/api/orders').set(bearer(admin)).expect(200);
    expect(all.body.map((order: { id: string }) => order.id)).toEqual([second.id, first.id]);
    expect(all.headers['x-total-count']).toBe('2');
    const approved = await request(api.http)
      .get('/api/orders')
      .query({ status: 'approved' })
      .set(bearer(admin))
      .expect(200);
    expect(approved.body.map((order: { id: string }) => order.id)).toEqual([second.id]);
    const byName = await request(api.http)
      .get('/api/orders')
      .query({ search: 'oscar' })
      .set(bearer(admin))
      .expect(200);
    expect(byName.body.map((order: { id: string }) => order.id)).toEqual([second.id]);
    const byEmail = await request(api.http)
      .get('/api/orders')
      .query({ search: customer.email.toUpperCase() })
      .set(bearer(admin))
      .expect(200);
    expect(byEmail.body.map((order: { id: string }) => order.id)).toEqual([first.id]);
    const byId = await request(api.http)
      .get('/api/orders')
      .query({ search: first.id.slice(0, 8) })
      .set(bearer(admin))
      .expect(200);
    expect(byId.body.map((order: { id: string }) => order.id)).toEqual([first.id]);
    const none = await request(api.http)
      .get('/api/orders')
      .query({ status: 'shipped' })
      .set(bearer(admin))
      .expect(200);
    expect(none.body).toEqual([]);
    const paged = await request(api.http)
      .get('/api/orders')
      .query({ pageSize: 1, page: 2 })
      .set(bearer(admin))
      .expect(200);
    expect(paged.body.map((order: { id: string }) => order.id)).toEqual([first.id]);
    const stats = await request(api.http).get('/api/orders/stats').set(bearer(admin)).expect(200);
    expect(stats.body).toEqual({
      total: 2,
      pending: 1,
      approved: 1,
      completed: 0,
      cancelled: 0,
      revenue: 0,
      outstanding: 2000,
      refundsOwed: 0,
    });
  });

  it('queues the admin’s e-mail about an order to the order’s own address', async () => {
    const order = await newOrder();
    const sent = await request(api.http)
      .post('/api/send-order-email')
      .set(bearer(admin))
      .send({ email: 'ignored@example.com', orderDetails: { _id: order.id }, status: 'Whatever' })
      .expect(202);
    expect(sent.body.message).toBe(`Email notification sent to ${customer.email}`);
    const [event] = await api.orm.em
      .getConnection()
      .execute(`select payload from outbox_message where type = 'ordering.order-email-requested.v1'`);
    expect(event.payload).toMatchObject({ orderId: order.id, email: customer.email, status: 'Pending' });
    await request(api.http).post('/api/send-order-email').set(bearer(admin)).send({}).expect(400);
  });
});
