import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PipeliningClient, SENT_WITH_NEXT } from '@kukur/server-kernel';
import { signUp } from '../support/accounts';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { workerDatabaseUrl } from '../support/worker-services';

/** The SQL of each message the PipeliningClients send to PostgreSQL from now on (node-postgres's own query()). */
function recordMessages(): string[] {
  const sent: string[] = [];
  const send = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof send>
  ) {
    const [config] = args as unknown[];
    if (this instanceof PipeliningClient) {
      sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
    }
    return (send as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof send);
  return sent;
}

/**
 * A transaction's BEGIN, and the statements marked SENT_WITH_NEXT (insertTogether's), go out with the statement
 * after them: an order costs two messages instead of five, and nothing changes in what is stored or answered.
 */
describe('statements that need no answer go with the next one', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('an order', () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi();
    });

    afterAll(() => api.close());

    beforeEach(() => resetDatabase(api.orm));

    it('reaches PostgreSQL in two messages: BEGIN with the admission and the stock, the inserts with COMMIT', async () => {
      await seedProducts(api.app, [aProduct({ slug: 'royal-canin-mini', stock: 9 })]);
      const productId = await productIdBySlug(api.orm, 'royal-canin-mini');
      const customer = await signUp(api);
      const sent = recordMessages();

      const { body } = await placeOrder(api, customer, [{ productId, quantity: 2 }]).expect(201);

      const begin = sent.findIndex((sql) => sql.includes('admit_customer_order'));
      expect(sent[begin]).toMatch(
        /^BEGIN;\nselect unpaid[^;]*admit_customer_order[^;]*;\nselect [^;]* from reserve_stock\(/,
      );
      expect(sent[begin + 1]).toMatch(
        /^\/\* sent with the next statement \*\/ with w0 as \(insert into "customer_order"/,
      );
      expect(sent[begin + 1]).toMatch(/insert into "outbox_message" [^;]*;\nCOMMIT;$/);
      expect(sent).toHaveLength(begin + 2);
      vi.restoreAllMocks();

      expect(await stockOf(api, productId)).toBe(7);
      const [stored] = await api.orm.em
        .getConnection()
        .execute<{ items: number; history: number; events: number }[]>(
          `select (select count(*)::int from order_item where order_id = ?) as items,
                  (select count(*)::int from order_history where order_id = ?) as history,
                  (select count(*)::int from outbox_message where type = 'ordering.order-placed.v1') as events`,
          [body.id, body.id],
        );
      expect(stored).toEqual({ items: 1, history: 1, events: 1 });
    });
  });

  describe('the client', () => {
    let client: PipeliningClient;
    let sent: string[];

    beforeEach(async () => {
      client = new PipeliningClient({ connectionString: workerDatabaseUrl() });
      await client.connect();
      await client.query('create temp table pet (name text primary key)');
      sent = recordMessages();
    });

    afterEach(async () => {
      vi.restoreAllMocks();
      await client.end();
    });

    const names = async () =>
      (await client.query('select name from pet order by name')).rows.map(
        (row: { name: string }) => row.name,
      );

    it('sends BEGIN with the first statement and answers that statement alone', async () => {
      await client.query('BEGIN;');
      expect(sent).toEqual([]);
      const { rows } = await client.query("insert into pet values ('Bhote') returning name");
      expect(rows).toEqual([{ name: 'Bhote' }]);
      await client.query('COMMIT;');
      expect(sent).toEqual(["BEGIN;\ninsert into pet values ('Bhote') returning name", 'COMMIT;']);
      expect(await names()).toEqual(['Bhote']);
    });

    it('sends nothing for a transaction that ends before its first statement', async () => {
      await client.query('BEGIN;');
      await client.query('COMMIT;');
      await client.query('BEGIN;');
      await client.query('ROLLBACK');
      expect(sent).toEqual([]);
      const { rows } = await client.query('select now() = statement_timestamp() as outside');
      expect(rows[0].outside).toBe(true);
    });

    it('sends a marked statement with the next one, which sees its rows', async () => {
      await client.query('BEGIN;');
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Kale'), ('Tiger')`);
      const { rows } = await client.query('select count(*)::int as n from pet');
      expect(rows).toEqual([{ n: 2 }]);
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Lucky')`);
      await client.query('COMMIT;');
      expect(sent).toEqual([
        `BEGIN;\n${SENT_WITH_NEXT}insert into pet values ('Kale'), ('Tiger');\nselect count(*)::int as n from pet`,
        `${SENT_WITH_NEXT}insert into pet values ('Lucky');\nCOMMIT;`,
      ]);
      expect(await names()).toEqual(['Kale', 'Lucky', 'Tiger']);
    });

    it('fails the COMMIT a failing marked statement went with, and ends the transaction as a failed COMMIT does', async () => {
      await client.query("insert into pet values ('Kale')");
      await client.query('BEGIN;');
      await client.query("insert into pet values ('Moti')");
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Kale')`);
      await expect(client.query('COMMIT;')).rejects.toThrow(
        /duplicate key value violates unique constraint "pet_pkey"/,
      );
      // knex sends no ROLLBACK after a failed COMMIT: the connection goes back to the pool as it is.
      const { rows } = await client.query('select now() = statement_timestamp() as outside');
      expect(rows[0].outside).toBe(true);
      expect(await names()).toEqual(['Kale']);
    });

    it('drops marked statements that wait when the transaction rolls back', async () => {
      await client.query('BEGIN;');
      await client.query("insert into pet values ('Moti')");
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Kale')`);
      await client.query('ROLLBACK');
      expect(sent.at(-1)).toBe('ROLLBACK');
      expect(await names()).toEqual([]);
    });

    it('sends a marked statement at once outside a transaction', async () => {
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Kale')`);
      expect(sent).toEqual([`${SENT_WITH_NEXT}insert into pet values ('Kale')`]);
      expect(await names()).toEqual(['Kale']);
    });

    it('sends what waits before a statement with parameters, which answers for itself, or with the failure before it', async () => {
      await client.query('BEGIN;');
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Kale')`);
      const { rows } = await client.query('select name from pet where name = $1', ['Kale']);
      expect(rows).toEqual([{ name: 'Kale' }]);
      expect(sent).toEqual([
        `BEGIN;\n${SENT_WITH_NEXT}insert into pet values ('Kale')`,
        'select name from pet where name = $1',
      ]);
      await client.query(`${SENT_WITH_NEXT}insert into pet values ('Kale')`);
      await expect(client.query('select name from pet where name = $1', ['Kale'])).rejects.toThrow(
        /duplicate key/,
      );
      await client.query('ROLLBACK');
      expect(await names()).toEqual([]);
    });

    it('answers every statement of a text sent with BEGIN, and only those', async () => {
      await client.query('BEGIN;');
      const results = await client.query("insert into pet values ('Kale'); select name from pet");
      expect((results as unknown as pg.QueryResult[]).map((result) => result.command)).toEqual([
        'INSERT',
        'SELECT',
      ]);
      await client.query('COMMIT;');
    });
  });
});
