import { addDays, nepalDateOf } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { aBooking, aVaccine } from '../support/bookings';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

const DAY_MS = 24 * 3_600_000;

describe('the admin dashboard: figures, charts and who may see them', () => {
  let api: TestApi;
  let admin: TestAccount;
  let sita: TestAccount;
  let hari: TestAccount;
  const ids: Record<string, string> = {};
  const recentPayment = new Date(Date.now() - DAY_MS);
  const olderPayment = new Date(Date.now() - 45 * DAY_MS);

  const sql = (text: string, params: unknown[] = []) => api.orm.em.getConnection().execute(text, params);

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    await seedProducts(api.app, [
      aProduct({ slug: 'alpha', name: 'Alpha Kibble 10 kg', price: '6000.00', stock: 50 }),
      aProduct({ slug: 'bravo', name: 'Bravo Rope Toy', price: '500.00', stock: 50 }),
      aProduct({ slug: 'charlie', name: 'Charlie Leather Collar', price: '250.00', stock: 50 }),
      aVaccine({ slug: 'rabies', name: 'Rabies Vaccine', price: '850.00', stock: 10 }),
    ]);
    for (const slug of ['alpha', 'bravo', 'charlie', 'rabies'])
      ids[slug] = await productIdBySlug(api.orm, slug);
    // One product and one customer from the 30 days before the last 30.
    await sql(`update product set created_at = now() - interval '40 days' where slug = 'charlie'`);
    admin = await anAdmin(api);
    sita = await signUp(api, { name: 'Sita Sharma' });
    hari = await signUp(api, { name: 'Hari Thapa' });
    const ram = await signUp(api, { name: 'Ram Karki' });
    await sql(`update app_user set created_at = now() - interval '45 days' where id = ?`, [ram.id]);

    const order = async (account: TestAccount, slug: string, quantity: number) =>
      (await placeOrder(api, account, [{ productId: ids[slug]!, quantity }]).expect(201)).body._id as string;
    const paid = (orderId: string, at: Date, placedAt = at) =>
      sql(
        `update customer_order set payment_status = 'paid', payment_method = 'cod', paid_at = ?, created_at = ?
            where id = ?`,
        [at, placedAt, orderId],
      );

    // Sita: Rs 12,000 paid yesterday (approved), Rs 500 paid 45 days ago: a returning, premium customer.
    ids['sitaRecent'] = await order(sita, 'alpha', 2);
    await paid(ids['sitaRecent']!, recentPayment);
    await request(api.http)
      .put(`/api/orders/${ids['sitaRecent']}`)
      .set(bearer(admin))
      .send({ status: 'Approved' })
      .expect(200);
    ids['sitaOlder'] = await order(sita, 'bravo', 1);
    await paid(ids['sitaOlder']!, olderPayment);
    // Hari: Rs 250 not paid yet, and Rs 18,000 paid and then cancelled (counts nowhere).
    ids['hariUnpaid'] = await order(hari, 'charlie', 1);
    ids['hariCancelled'] = await order(hari, 'alpha', 3);
    await paid(ids['hariCancelled']!, recentPayment);
    await request(api.http)
      .put(`/api/orders/${ids['hariCancelled']}`)
      .set(bearer(admin))
      .send({ status: 'Cancelled' })
      .expect(200);

    // Two bookings: one tomorrow or later, one moved to today.
    await aBooking(api, sita, ids['rabies']!);
    const today = await aBooking(api, hari, ids['rabies']!, { appointmentTime: '11:00' });
    await sql(`update vaccination_booking set appointment_date = ?::date where id = ?`, [
      nepalDateOf(new Date()),
      today.id,
    ]);
  }, 60_000);
  afterAll(() => api.close());

  it('answers only admins: 401 without a token, 403 for a customer', async () => {
    for (const path of ['/api/dashboard/stats', '/api/dashboard/charts', '/api/dashboard/activities']) {
      await request(api.http).get(path).expect(401);
      await request(api.http).get(path).set(bearer(sita)).expect(403);
      await request(api.http).get(path).set(bearer(admin)).expect(200);
    }
  });

  it('counts what the shop holds, with each trend against the 30 days before', async () => {
    const { body } = await request(api.http).get('/api/dashboard/stats').set(bearer(admin)).expect(200);
    expect(body).toMatchObject({
      productCount: 4,
      orderCount: 4,
      customerCount: 3,
      vaccinationCount: 2,
      revenue: 12500,
      pendingOrders: 2,
      todaysAppointments: 1,
    });
    expect(body.trends.products).toEqual({ last30Days: 3, previous30Days: 1, changePercent: 200 });
    expect(body.trends.orders).toEqual({ last30Days: 3, previous30Days: 1, changePercent: 200 });
    expect(body.trends.customers).toEqual({ last30Days: 2, previous30Days: 1, changePercent: 100 });
    expect(body.trends.revenue).toEqual({ last30Days: 12000, previous30Days: 500, changePercent: 2300 });
    expect(body.trends.vaccinations).toEqual({ last30Days: 2, previous30Days: 0, changePercent: null });
  });

  it('charts 12 Nepal months of paid revenue, the top products by units, and the kinds of customer', async () => {
    const { body } = await request(api.http).get('/api/dashboard/charts').set(bearer(admin)).expect(200);
    expect(body.salesData).toHaveLength(12);
    expect(body.salesData.at(-1).month).toBe(nepalDateOf(new Date()).slice(0, 7));
    const byMonth = Object.fromEntries(
      body.salesData.map((row: { month: string; sales: number }) => [row.month, row.sales]),
    );
    expect(byMonth[nepalDateOf(recentPayment).slice(0, 7)]).toBe(12000);
    expect(byMonth[nepalDateOf(olderPayment).slice(0, 7)]).toBe(500);
    expect(body.salesData.reduce((sum: number, row: { sales: number }) => sum + row.sales, 0)).toBe(12500);
    expect(body.salesData[0].label).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    // The cancelled order's 3 units of Alpha do not count.
    expect(body.topProducts).toEqual([
      { productId: ids['alpha'], name: 'Alpha Kibble 10 kg', unitsSold: 2 },
      { productId: ids['bravo'], name: 'Bravo Rope Toy', unitsSold: 1 },
      { productId: ids['charlie'], name: 'Charlie Leather Collar', unitsSold: 1 },
    ]);
    expect(body.userStats).toEqual({ newUsers: 2, returningUsers: 1, premiumMembers: 1 });
  });

  it('refuses a bad activity limit with a clear message', async () => {
    const response = await request(api.http)
      .get('/api/dashboard/activities?limit=0')
      .set(bearer(admin))
      .expect(400);
    expect(response.body.message).toMatch(/limit must be between 1 and 100/);
    await request(api.http).get('/api/dashboard/activities?limit=abc').set(bearer(admin)).expect(400);
  });

  it('keeps the last 30 days apart from yesterday and the previous month', () => {
    // Guards the fixture: the two payments must fall in different Nepal months for the chart test to mean anything.
    expect(nepalDateOf(recentPayment).slice(0, 7)).not.toBe(nepalDateOf(olderPayment).slice(0, 7));
    expect(addDays(nepalDateOf(olderPayment), 44) <= nepalDateOf(new Date())).toBe(true);
  });

  // Last: it empties the database the other tests read.
  it('shows an empty shop as zeros and empty lists, never sample data', async () => {
    await resetDatabase(api.orm);
    const emptyAdmin = await anAdmin(api);
    const stats = await request(api.http).get('/api/dashboard/stats').set(bearer(emptyAdmin)).expect(200);
    expect(stats.body).toMatchObject({ productCount: 0, orderCount: 0, customerCount: 0, revenue: 0 });
    expect(stats.body.trends.revenue).toEqual({ last30Days: 0, previous30Days: 0, changePercent: null });
    const charts = await request(api.http).get('/api/dashboard/charts').set(bearer(emptyAdmin)).expect(200);
    expect(charts.body.topProducts).toEqual([]);
    expect(charts.body.salesData.every((row: { sales: number }) => row.sales === 0)).toBe(true);
    const activities = await request(api.http)
      .get('/api/dashboard/activities')
      .set(bearer(emptyAdmin))
      .expect(200);
    expect(activities.body).toEqual([]);
  });
});
