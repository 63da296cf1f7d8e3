import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { aBooking, aVaccine } from '../support/bookings';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase } from '../support/test-api';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

interface Customer {
  id: string;
  name: string;
  email: string;
  orderCount: number;
  totalSpent: number;
}

describe('the admin’s customers: pages, search, sort, delete', () => {
  let slice: Slice;
  let admin: TestAccount;
  const customers: Record<string, TestAccount> = {};
  let kibble: string;
  let vaccine: string;

  const list = async (query: string) => {
    const response = await request(slice.api.http)
      .get(`/api/user/users${query}`)
      .set(bearer(admin))
      .expect(200);
    return { customers: response.body as Customer[], total: Number(response.headers['x-total-count']) };
  };
  const names = (rows: Customer[]) => rows.map((row) => row.name);
  const sql = (text: string, params: unknown[] = []) =>
    slice.api.orm.em.getConnection().execute(text, params);

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'kibble', name: 'Himalayan Kibble 3 kg', price: '1200.00', stock: 20 }),
      aVaccine({ slug: 'dhpp', name: 'DHPP Vaccine', price: '1500.00', stock: 5 }),
    ]);
    kibble = await productIdBySlug(slice.api.orm, 'kibble');
    vaccine = await productIdBySlug(slice.api.orm, 'dhpp');
    admin = await anAdmin(slice.api);
    for (const name of ['Anita Gurung', 'Bikash Rai', 'Chandra Magar', 'Deepa Shrestha', 'Eklal Tamang']) {
      customers[name] = await signUp(slice.api, { name });
    }
    // Bikash: 3 orders, 1 paid (Rs 2,400); Deepa: 1 order paid (Rs 6,000); the others none.
    for (let i = 0; i < 3; i += 1)
      await placeOrder(slice.api, customers['Bikash Rai']!, [{ productId: kibble, quantity: 1 }]).expect(201);
    const deepa = await placeOrder(slice.api, customers['Deepa Shrestha']!, [
      { productId: kibble, quantity: 5 },
    ]).expect(201);
    await sql(`update customer_order set payment_status = 'paid', paid_at = now() where id = ?`, [
      deepa.body._id,
    ]);
    await sql(
      `update customer_order set payment_status = 'paid', paid_at = now(), subtotal = 2400, total = 2400
        where id = (select id from customer_order where user_id = ? order by created_at limit 1)`,
      [customers['Bikash Rai']!.id],
    );
  }, 60_000);
  afterAll(() => slice.stop());

  it('answers only admins', async () => {
    await request(slice.api.http).get('/api/user/users').expect(401);
    await request(slice.api.http).get('/api/user/users').set(bearer(customers['Anita Gurung']!)).expect(403);
  });

  it('pages on the server with the total in X-Total-Count, only customers', async () => {
    const first = await list('?sort=name&pageSize=2');
    expect(first.total).toBe(5);
    expect(names(first.customers)).toEqual(['Anita Gurung', 'Bikash Rai']);
    const third = await list('?sort=name&pageSize=2&page=3');
    expect(names(third.customers)).toEqual(['Eklal Tamang']);
    const beyond = await list('?sort=name&pageSize=2&page=4');
    expect(beyond.customers).toEqual([]);
    expect(beyond.total).toBe(5);
    const all = await list('?pageSize=100');
    expect(all.customers.map((row) => row.email)).not.toContain(admin.email);
  });

  it('searches name or e-mail, case-insensitively', async () => {
    expect(names((await list('?search=shrestha')).customers)).toEqual(['Deepa Shrestha']);
    const byEmail = await list(
      `?search=${encodeURIComponent(customers['Chandra Magar']!.email.toUpperCase())}`,
    );
    expect(names(byEmail.customers)).toEqual(['Chandra Magar']);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('sorts by name, e-mail, joined, orders and money spent, with the totals on each row', async () => {
    expect(names((await list('?sort=name&order=desc')).customers)[0]).toBe('Eklal Tamang');
    const byJoined = await list('?sort=joined');
    expect(names(byJoined.customers)[0]).toBe('Eklal Tamang');
    const byOrders = await list('?sort=orders');
    expect(names(byOrders.customers).slice(0, 2)).toEqual(['Bikash Rai', 'Deepa Shrestha']);
    expect(byOrders.customers[0]).toMatchObject({ orderCount: 3, totalSpent: 2400 });
    const bySpent = await list('?sort=spent');
    expect(names(bySpent.customers).slice(0, 2)).toEqual(['Deepa Shrestha', 'Bikash Rai']);
    expect(bySpent.customers[0]).toMatchObject({ orderCount: 1, totalSpent: 6000 });
    const bySpentAscending = await list('?sort=spent&order=asc');
    expect(names(bySpentAscending.customers).slice(-2)).toEqual(['Bikash Rai', 'Deepa Shrestha']);
    expect(bySpentAscending.customers[0]!.totalSpent).toBe(0);
  });

  it('refuses bad paging and sorting with a clear message', async () => {
    const bad = await request(slice.api.http)
      .get('/api/user/users?sort=price&page=0')
      .set(bearer(admin))
      .expect(400);
    expect(bad.body.message).toMatch(/sort must be one of: name, email, joined, orders, spent/);
    await request(slice.api.http).get('/api/user/users?pageSize=1000').set(bearer(admin)).expect(400);
    await request(slice.api.http)
      .get('/api/user/users?page=99999999999999999999')
      .set(bearer(admin))
      .expect(400);
  });

  it('bulk delete: the good ids go, the one that fails fails alone', async () => {
    const doomed = [
      customers['Anita Gurung']!.id,
      customers['Chandra Magar']!.id,
      '6f1c2f0e-3a5b-4c1d-9e2f-000000000000',
    ];
    const statuses = await Promise.all(
      doomed.map(
        async (id) =>
          (await request(slice.api.http).delete(`/api/user/users/${id}`).set(bearer(admin))).status,
      ),
    );
    expect(statuses).toEqual([204, 204, 404]);
    const left = await list('?sort=name');
    expect(left.total).toBe(3);
    expect(names(left.customers)).toEqual(['Bikash Rai', 'Deepa Shrestha', 'Eklal Tamang']);
  });

  it('deleting a customer cancels their open orders and bookings and gives back stock and slots', async () => {
    const eklal = customers['Eklal Tamang']!;
    const order = await placeOrder(slice.api, eklal, [{ productId: kibble, quantity: 2 }]).expect(201);
    const booking = await aBooking(slice.api, eklal, vaccine, { appointmentTime: '14:00' });
    const kibbleBefore = await stockOf(slice.api, kibble);
    const vaccineBefore = await stockOf(slice.api, vaccine);

    await request(slice.api.http).delete(`/api/user/users/${eklal.id}`).set(bearer(admin)).expect(204);

    const orderRow = await waitFor(async () => {
      const [row] = await sql(`select status from customer_order where id = ?`, [order.body._id]);
      return row?.status === 'Cancelled' ? row : undefined;
    }, 'the deleted customer’s order to be cancelled');
    expect(orderRow.status).toBe('Cancelled');
    const [bookingRow] = await waitFor(async () => {
      const rows = await sql(`select status from vaccination_booking where id = ?`, [booking.id]);
      return rows[0]?.status === 'cancelled' ? rows : undefined;
    }, 'the deleted customer’s booking to be cancelled');
    expect(bookingRow.status).toBe('cancelled');
    expect(await stockOf(slice.api, kibble)).toBe(kibbleBefore + 2);
    expect(await stockOf(slice.api, vaccine)).toBe(vaccineBefore + 1);
    // The slot is free again: another customer can book it.
    await aBooking(slice.api, customers['Deepa Shrestha']!, vaccine, {
      appointmentDate: booking.appointmentDate,
      appointmentTime: booking.appointmentTime,
    });
    // Orders already finished stay as they were.
    const [{ count }] = await sql(
      `select count(*)::int as count from customer_order where user_id = ? and status = 'Cancelled'`,
      [eklal.id],
    );
    expect(count).toBe(1);
  });
});
