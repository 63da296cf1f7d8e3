import { uuidArray } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockOf } from '../support/orders';
import { heapPagesVisited } from '../support/table-io';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

interface Reserved {
  id: string;
  name: string;
  price: string;
  stock: number;
}

/**
 * The stock reservation of orders and bookings (`reserve_stock`, see its migration), on the database alone. What
 * an order or a booking makes of a short answer is tested through the API (ordering/, vaccination/).
 */
describe('the stock reservation', () => {
  let api: TestApi;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);
  const insertProduct = async (fields: { stock: number; kind?: string; active?: boolean }) => {
    const id = randomUUID();
    await sql(
      `insert into product (id, slug, name, description, category, kind, price, stock, is_active)
       values (?, ?, ?, 'For the reservation spec.', 'Food', ?, 1450, ?, ?)`,
      [
        id,
        `spec-${id}`,
        `Spec Kibble ${id.slice(0, 8)}`,
        fields.kind ?? 'product',
        fields.stock,
        fields.active ?? true,
      ],
    );
    return id;
  };
  /** reserve_stock's arguments for `lines` (product id -> quantity), as StockLedger sends them. */
  const reservationParams = (lines: Record<string, number>, kind = 'product') => [
    uuidArray(Object.keys(lines)),
    JSON.stringify(Object.entries(lines).map(([productId, quantity]) => ({ productId, quantity }))),
    kind,
  ];
  const reserve = (lines: Record<string, number>, kind = 'product') =>
    sql<Reserved>(
      'select id, name, price, stock from reserve_stock(?::uuid[], ?::jsonb, ?) order by name',
      reservationParams(lines, kind),
    );

  beforeAll(async () => {
    api = await startTestApi();
  });

  beforeEach(async () => {
    await resetDatabase(api.orm);
  });

  afterAll(async () => {
    await resetDatabase(api.orm);
    await api.close();
  });

  it('takes each line from an active product of the kind asked that has enough, and answers those rows as left', async () => {
    const plenty = await insertProduct({ stock: 5 });
    const short = await insertProduct({ stock: 1 });
    const hidden = await insertProduct({ stock: 5, active: false });
    const vaccine = await insertProduct({ stock: 5, kind: 'vaccine' });

    const taken = await reserve({ [plenty]: 2, [short]: 3, [hidden]: 1, [vaccine]: 1 });

    expect(taken).toEqual([expect.objectContaining({ id: plenty, price: '1450.00', stock: 3 })]);
    expect(await stockOf(api, short)).toBe(1);
    expect(await stockOf(api, hidden)).toBe(5);
    expect(await stockOf(api, vaccine)).toBe(5);
    expect(await reserve({ [vaccine]: 5 }, 'vaccine')).toEqual([
      expect.objectContaining({ id: vaccine, stock: 0 }),
    ]);
  });

  it('walks the primary key with a plan kept since the shop had a handful of products', async () => {
    // Statistics from a young shop, and a connection that reserved then: its plan is kept.
    const early = await insertProduct({ stock: 100 });
    for (let n = 1; n < 5; n += 1) await insertProduct({ stock: 100 });
    await sql('analyze product');
    const client = new pg.Client({ connectionString: api.config.DATABASE_URL });
    await client.connect();
    try {
      const reserveOneOfEach = async (ids: string[]) =>
        (
          await client.query<{ id: string }>(
            'select id from reserve_stock($1::uuid[], $2::jsonb, $3)',
            reservationParams(Object.fromEntries(ids.map((id) => [id, 1]))),
          )
        ).rows.map((row) => row.id);
      expect(await reserveOneOfEach([early])).toEqual([early]);

      // The catalogue grows; no ANALYZE has run since.
      await sql(
        `insert into product (id, slug, name, description, category, kind, price, stock)
         select gen_random_uuid(), 'spec-grown-' || g, 'Spec Grown Kibble ' || g, 'A product of a grown shop.',
                'Food', 'product', 100 + g, 100
           from generate_series(1, 3000) g`,
      );
      const wanted = (
        await sql<{ id: string }>(`select id from product where slug like 'spec-grown-%' limit 2`)
      ).map((row) => row.id);
      const { result: reserved, pages: visited } = await heapPagesVisited(client, 'product', () =>
        reserveOneOfEach(wanted),
      );
      expect(reserved.sort()).toEqual([...wanted].sort());

      // The two rows' pages, read to lock them and again to update them. A scan of the table, which the planner
      // chose from the young shop's statistics, visits each of its pages twice (about 200 here).
      expect(visited).toBeGreaterThan(0);
      expect(visited).toBeLessThan(20);
    } finally {
      await client.end();
    }
  });
});
