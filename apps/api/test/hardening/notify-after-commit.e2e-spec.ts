import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotifyAfterCommit, OUTBOX_CHANNEL, PRODUCT_CHANGED_CHANNEL } from '@kukur/server-kernel';
import { signUp } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { waitFor } from '../support/wait-for';
import { workerDatabaseUrl } from '../support/worker-services';

const SENTINEL = 'notify_after_commit_test';

interface Heard {
  channel: string;
  sender: number;
}

/**
 * The shop's own commits are announced after they are done, from the API's own notifying connection, never
 * by a NOTIFY inside the transaction: that would make every order's commit wait for PostgreSQL's notification
 * queue lock, held by the commit before it until its disk flush.
 */
describe('commits announced after the commit (outbox relay and search index wake-ups)', () => {
  let api: TestApi;
  let listener: pg.Client;
  let heard: Heard[] = [];

  /** What was announced up to now: the API's notifier settled, then a marker sent after it is heard. */
  const announced = async (): Promise<Heard[]> => {
    await api.app.get(NotifyAfterCommit).settled();
    await listener.query(`NOTIFY ${SENTINEL}`);
    await waitFor(() => heard.some((entry) => entry.channel === SENTINEL), 'the marker');
    const before = heard.filter((entry) => entry.channel !== SENTINEL);
    heard = [];
    return before;
  };

  const notifierPid = async (): Promise<number> => {
    const [row] = await api.orm.em
      .getConnection()
      .execute<{ pid: number }[]>(
        `select pid from pg_stat_activity where query like 'select pg_notify(channel%' and pid <> pg_backend_pid() and datname = current_database()`,
      );
    return row!.pid;
  };

  beforeAll(async () => {
    api = await startTestApi();
    listener = new pg.Client({ connectionString: workerDatabaseUrl() });
    await listener.connect();
    listener.on('notification', (message) =>
      heard.push({ channel: message.channel, sender: message.processId }),
    );
    for (const channel of [OUTBOX_CHANNEL, PRODUCT_CHANGED_CHANNEL, SENTINEL]) {
      await listener.query(`LISTEN ${channel}`);
    }
  });

  afterAll(async () => {
    await listener.end();
    await api.close();
  });

  beforeEach(async () => {
    await resetDatabase(api.orm);
    await announced();
  });

  it("announces an order's stock change and its event once it is committed, from the notifying connection", async () => {
    await seedProducts(api.app, [aProduct({ slug: 'sheba-lamb', stock: 5 })]);
    const productId = await productIdBySlug(api.orm, 'sheba-lamb');
    await announced();
    const customer = await signUp(api);
    await announced();

    await placeOrder(api, customer, [{ productId, quantity: 2 }]).expect(201);

    const order = await announced();
    expect(order.map((entry) => entry.channel).sort()).toEqual([OUTBOX_CHANNEL, PRODUCT_CHANGED_CHANNEL]);
    const pid = await notifierPid();
    expect(order.every((entry) => entry.sender === pid)).toBe(true);
    const [setting] = await api.orm.em
      .getConnection()
      .execute<{ value: string }[]>(`select current_setting('kukur.notify_after_commit', true) as value`);
    expect(setting!.value).toBe('on');
  });

  it('announces nothing for a rolled back transaction, and a savepoint at its root commit', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'rope-toy' })]);
    await announced();

    await expect(
      api.orm.em.fork().transactional(async (tx) => {
        await tx.execute(`update product set stock = stock + 1`);
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(await announced()).toEqual([]);

    await api.orm.em.fork().transactional(async (tx) => {
      await tx.transactional((inner) => inner.execute(`update product set stock = stock + 1`));
      await tx.execute('select 1');
    });
    expect((await announced()).map((entry) => entry.channel)).toEqual([PRODUCT_CHANGED_CHANNEL]);
  });

  it('announces a write made outside a transaction once it is answered', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'leash' })]);
    await announced();
    await api.orm.em.getConnection().execute(`update product set price = price + 1`);
    expect((await announced()).map((entry) => entry.channel)).toEqual([PRODUCT_CHANGED_CHANNEL]);
  });

  it('announces on a new connection after losing its own', async () => {
    await seedProducts(api.app, [aProduct({ slug: 'bowl' })]);
    await announced();
    const lost = await notifierPid();
    await api.orm.em.getConnection().execute('select pg_terminate_backend(?)', [lost]);
    await api.orm.em.getConnection().execute(`update product set stock = stock + 1`);
    const after = await announced();
    expect(after.map((entry) => entry.channel)).toEqual([PRODUCT_CHANGED_CHANNEL]);
    expect(after[0]!.sender).not.toBe(lost);
  });

  it("still notifies from the writer's own transaction for a writer outside the shop (psql, a repair)", async () => {
    await seedProducts(api.app, [aProduct({ slug: 'collar' })]);
    await announced();
    const outsider = new pg.Client({ connectionString: workerDatabaseUrl() });
    await outsider.connect();
    try {
      const { rows } = await outsider.query<{ pid: number }>('select pg_backend_pid() as pid');
      await outsider.query(`update product set stock = 7`);
      expect(await announced()).toEqual([{ channel: PRODUCT_CHANGED_CHANNEL, sender: rows[0]!.pid }]);
    } finally {
      await outsider.end();
    }
  });
});
