import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockLedger } from '@kukur/server-catalogue';
import { aProduct, seedProducts } from '../support/products';
import { countQueries } from '../support/query-counter';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { waitFor } from '../support/wait-for';
import { workerDatabaseUrl } from '../support/worker-services';

describe('search: GET /api/products/search and paged GET /api/products', () => {
  let api: TestApi;
  const search = (query: Record<string, string | number | boolean>) =>
    request(api.http).get('/api/products/search').query(query);
  const names = (response: request.Response) =>
    response.body.items.map((item: { name: string }) => item.name);

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    await seedProducts(api.app, [
      aProduct({
        name: 'Pedigree Adult Chicken 3 kg',
        category: 'Food',
        price: '1450.00',
        stock: 20,
        rating: 4.2,
      }),
      aProduct({ name: 'Himalayan Yak Chews', category: 'Toys', price: '650.00', stock: 0, rating: 4.9 }),
      aProduct({
        name: 'Rope Tug Toy',
        category: 'Toys',
        price: '350.00',
        description: 'Good to chew on.',
        rating: 3.5,
      }),
      aProduct({ name: 'Leather Belt Medium', category: 'Belts', price: '900.00', stock: 4 }),
      aProduct({
        name: 'Drools Puppy Wet Food',
        category: 'Wet Foods',
        price: '120.00',
        stock: 50,
        rating: 4.6,
      }),
      aProduct({ name: 'Rabies Vaccine', category: 'Core Vaccine', kind: 'vaccine', price: '800.00' }),
    ]);
  });
  afterAll(() => api.close());

  it.each([
    ['pedigre', 'Pedigree Adult Chicken 3 kg'],
    ['PEDIGREE chicken', 'Pedigree Adult Chicken 3 kg'],
    ['pedigee', 'Pedigree Adult Chicken 3 kg'],
    ['himalyan', 'Himalayan Yak Chews'],
    ['drool', 'Drools Puppy Wet Food'],
  ])('finds %j despite typos and prefixes', async (text, expected) => {
    const response = await search({ q: text }).expect(200);
    expect(names(response)[0]).toBe(expected);
  });

  it('ranks a name match above a description match', async () => {
    const response = await search({ q: 'chew' }).expect(200);
    expect(names(response)).toEqual(['Himalayan Yak Chews', 'Rope Tug Toy']);
  });

  it('finds nothing for words no product has', async () => {
    const response = await search({ q: 'xylophone' }).expect(200);
    expect(response.body).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('filters by category, kind, stock and price (a reversed range is swapped)', async () => {
    expect(names(await search({ category: 'Toys' }).expect(200)).sort()).toEqual([
      'Himalayan Yak Chews',
      'Rope Tug Toy',
    ]);
    expect(names(await search({ kind: 'vaccine' }).expect(200))).toEqual(['Rabies Vaccine']);
    expect(names(await search({ category: 'Toys', inStock: true }).expect(200))).toEqual(['Rope Tug Toy']);
    const range = await search({ minPrice: 1000, maxPrice: 300, sort: 'price_asc' }).expect(200);
    expect(names(range)).toEqual([
      'Rope Tug Toy',
      'Himalayan Yak Chews',
      'Rabies Vaccine',
      'Leather Belt Medium',
    ]);
  });

  it('sorts by price, rating and newest', async () => {
    const byPrice = names(await search({ kind: 'product', sort: 'price_desc' }).expect(200));
    expect(byPrice[0]).toBe('Pedigree Adult Chicken 3 kg');
    expect(byPrice.at(-1)).toBe('Drools Puppy Wet Food');
    const byRating = names(await search({ kind: 'product', sort: 'rating' }).expect(200));
    expect(byRating.slice(0, 2)).toEqual(['Himalayan Yak Chews', 'Drools Puppy Wet Food']);
  });

  it('pages, and reports totals, category counts and the price bounds for the filters', async () => {
    const first = await search({ kind: 'product', pageSize: 2, sort: 'price_asc' }).expect(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, totalPages: 3 });
    expect(names(first)).toEqual(['Drools Puppy Wet Food', 'Rope Tug Toy']);
    const third = await search({ kind: 'product', pageSize: 2, page: 3, sort: 'price_asc' }).expect(200);
    expect(names(third)).toEqual(['Pedigree Adult Chicken 3 kg']);
    const beyond = await search({ kind: 'product', pageSize: 2, page: 9 }).expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 5 });
    expect(first.body.priceRange).toEqual({ min: 120, max: 1450 });
    expect(first.body.categories).toEqual(
      expect.arrayContaining([
        { category: 'Toys', count: 2 },
        { category: 'Food', count: 1 },
      ]),
    );
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize must be at most 100'],
    [{ minPrice: -1 }, 'minPrice must not be negative'],
    [{ sort: 'cheapest' }, 'sort must be one of: relevance, price_asc, price_desc, rating, newest'],
  ])('refuses %j', async (query, message) => {
    const response = await search(query).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('searches with the first 100 characters of a longer text', async () => {
    const response = await search({ q: `pedigree chicken ${' '.repeat(90)}${'x'.repeat(200)}` }).expect(200);
    expect(names(response)).toEqual(['Pedigree Adult Chicken 3 kg']);
  });

  it('pages GET /api/products with the total in X-Total-Count', async () => {
    const response = await request(api.http).get('/api/products').query({ page: 2, pageSize: 4 }).expect(200);
    expect(response.body).toHaveLength(2);
    expect(response.headers['x-total-count']).toBe('6');
  });

  it('answers with at most two SQL statements whatever the page size or typos, and none once nothing changes', async () => {
    // At most one to bring the in-memory index up to date and one to read the page's products.
    expect(
      await countQueries(api.orm, () => search({ q: 'toy', pageSize: 100 }).expect(200)),
    ).toBeLessThanOrEqual(2);
    expect(
      await countQueries(api.orm, () => search({ q: 'himalyan', pageSize: 100 }).expect(200)),
    ).toBeLessThanOrEqual(2);
    const list = () => request(api.http).get('/api/products').query({ pageSize: 100 }).expect(200);
    expect(await countQueries(api.orm, list)).toBeLessThanOrEqual(2);
    // A quiet catalogue (no write for a second, nothing notified): the index and the kept rows answer alone.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await countQueries(api.orm, list)).toBe(0);
    expect(await countQueries(api.orm, () => search({ q: 'toy', pageSize: 100 }).expect(200))).toBe(0);
  });

  it('sees within moments a change another process commits, also while its notifications are cut off', async () => {
    const other = new pg.Client({ connectionString: workerDatabaseUrl() });
    await other.connect();
    try {
      const nameOf = async () => names(await search({ q: 'belt' }).expect(200));
      expect(await nameOf()).toEqual(['Leather Belt Medium']);
      await other.query(`update product set name = 'Leather Belt Large' where name = 'Leather Belt Medium'`);
      await waitFor(
        async () => (await nameOf())[0] === 'Leather Belt Large',
        'the rename in a search',
        3_000,
      );
      // The notification connection dies: searches ask the database until it is back.
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN product_changed' and datname = current_database()`,
      );
      await other.query(`update product set name = 'Leather Belt Medium' where name = 'Leather Belt Large'`);
      await waitFor(
        async () => (await nameOf())[0] === 'Leather Belt Medium',
        'the rename back in a search',
        3_000,
      );
      const price = async () => (await search({ q: 'belt' }).expect(200)).body.items[0].price;
      await other.query(`update product set price = 950 where name = 'Leather Belt Medium'`);
      await waitFor(async () => (await price()) === 950, 'the new price on the page', 3_000);
      await other.query(`update product set price = 900 where name = 'Leather Belt Medium'`);
      await waitFor(async () => (await price()) === 900, 'the price back on the page', 3_000);
    } finally {
      await other.end();
    }
  });

  it('finds other forms of a word and leaves out words like "for"', async () => {
    expect(names(await search({ q: 'chews' }).expect(200))).toEqual(['Himalayan Yak Chews', 'Rope Tug Toy']);
    expect(names(await search({ q: 'wet food for puppies' }).expect(200))).toEqual(['Drools Puppy Wet Food']);
  });

  it('sees every change committed before the search, whoever wrote it', async () => {
    const sql = api.orm.em.getConnection();
    // Written straight to the database, as another API or worker process would.
    await sql.execute(`update product set stock = 0 where name = 'Rope Tug Toy'`);
    expect(names(await search({ category: 'Toys', inStock: true }).expect(200))).toEqual([]);
    await sql.execute(`update product set stock = 3, name = 'Rope Tug Toy XL' where name = 'Rope Tug Toy'`);
    expect(names(await search({ q: 'xl' }).expect(200))).toEqual(['Rope Tug Toy XL']);
    await sql.execute(`update product set is_active = false where name = 'Rope Tug Toy XL'`);
    expect(names(await search({ q: 'rope' }).expect(200))).toEqual([]);
    await sql.execute(
      `update product set is_active = true, name = 'Rope Tug Toy' where name = 'Rope Tug Toy XL'`,
    );
    expect(names(await search({ q: 'rope' }).expect(200))).toEqual(['Rope Tug Toy']);
  });

  it("takes an order's stock in the product's row as it is (HOT: no new index entries), and the next search shows what is left", async () => {
    const [{ id }] = await api.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`select id from product where name = 'Leather Belt Medium'`);
    const counts = await api.orm.em.fork().transactional(async (tx) => {
      // The connection's counts not yet reported may hold earlier transactions' updates: the difference is ours.
      const updates = async () =>
        (
          await tx.execute<{ updated: number; hot: number }[]>(
            `select pg_stat_get_xact_tuples_updated('product'::regclass)::int as updated,
                    pg_stat_get_xact_tuples_hot_updated('product'::regclass)::int as hot`,
          )
        )[0]!;
      const before = await updates();
      await api.app.get(StockLedger).reserve(tx, [{ productId: id, quantity: 3 }]);
      const after = await updates();
      return { updated: after.updated - before.updated, hot: after.hot - before.hot };
    });
    expect(counts).toEqual({ updated: 1, hot: 1 });
    const [belt] = (await search({ q: 'leather belt' }).expect(200)).body.items;
    expect(belt).toMatchObject({ name: 'Leather Belt Medium', stock: 1 });
  });
});

describe('search after the catalogue was emptied and filled again', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
  });
  afterAll(() => api.close());

  it('forgets removed products and finds the new ones', async () => {
    await seedProducts(api.app, [aProduct({ name: 'Kong Classic Toy', category: 'Toys' })]);
    const first = await request(api.http).get('/api/products/search').query({ q: 'kong' }).expect(200);
    expect(first.body.total).toBe(1);
    await resetDatabase(api.orm);
    await seedProducts(api.app, [aProduct({ name: 'Trixie Kong Ball', category: 'Toys' })]);
    const after = await request(api.http).get('/api/products/search').query({ q: 'kong' }).expect(200);
    expect(after.body.items.map((item: { name: string }) => item.name)).toEqual(['Trixie Kong Ball']);
  });
});
