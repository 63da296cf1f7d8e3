import { EntityManager } from '@mikro-orm/postgresql';
import { StockLedger } from '@kukur/server-catalogue';
import type { StockLine } from '@kukur/server-catalogue';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockOf } from '../support/orders';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

/**
 * The stock ledger's reservation on the database alone (one conditional update for all lines). What an order
 * or a booking makes of a refusal is tested through the API (ordering/, vaccination/).
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
  /** Reserves `lines` in a transaction of its own, which commits what was taken only when every line was. */
  const reserve = (lines: Record<string, number>, kind: 'product' | 'vaccine' = 'product') =>
    api.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        const wanted: StockLine[] = Object.entries(lines).map(([productId, quantity]) => ({
          productId,
          quantity,
        }));
        const reservation = await api.app.get(StockLedger).reserve(tx, wanted, kind);
        if (!reservation.taken) throw Object.assign(new Error('refused'), { refusal: reservation.refusal });
        await tx.flush();
        return reservation.lines;
      })
      .catch((error: { refusal?: unknown }) => {
        if (error.refusal) return error.refusal;
        throw error;
      });

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

  it('takes each line from an active product of the kind asked that has enough, and answers the product as sold', async () => {
    const plenty = await insertProduct({ stock: 5 });
    const other = await insertProduct({ stock: 2 });

    const taken = await reserve({ [plenty]: 2, [other]: 2 });

    expect(taken).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: plenty, quantity: 2, price: '1450.00' }),
        expect.objectContaining({ productId: other, quantity: 2 }),
      ]),
    );
    expect(await stockOf(api, plenty)).toBe(3);
    expect(await stockOf(api, other)).toBe(0);
  });

  it('refuses a line short of stock, a hidden product and one of the other kind, and takes nothing', async () => {
    const plenty = await insertProduct({ stock: 5 });
    const short = await insertProduct({ stock: 1 });
    const hidden = await insertProduct({ stock: 5, active: false });
    const vaccine = await insertProduct({ stock: 5, kind: 'vaccine' });

    expect(await reserve({ [plenty]: 2, [short]: 3 })).toEqual({
      reason: 'out-of-stock',
      products: [expect.objectContaining({ productId: short, available: 1 })],
    });
    expect(await reserve({ [plenty]: 2, [hidden]: 1 })).toEqual({
      reason: 'unavailable',
      productIds: [hidden],
    });
    expect(await reserve({ [plenty]: 2, [vaccine]: 1 })).toEqual({
      reason: 'wrong-kind',
      names: [expect.stringMatching(/^Spec Kibble /)],
    });
    for (const id of [plenty, hidden, vaccine]) expect(await stockOf(api, id)).toBe(5);
    expect(await stockOf(api, short)).toBe(1);
    expect(await reserve({ [vaccine]: 5 }, 'vaccine')).toEqual([
      expect.objectContaining({ productId: vaccine, quantity: 5 }),
    ]);
    expect(await stockOf(api, vaccine)).toBe(0);
  });
});
