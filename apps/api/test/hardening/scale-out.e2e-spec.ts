import { redisOptionsFromUrl } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts';
import { signUpMany } from '../support/bulk-accounts';
import { ChildApp, ChildApps, childEnv } from '../support/child-apps';
import { aDelivery } from '../support/orders';
import { SmtpSink } from '../support/smtp-sink';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { waitFor } from '../support/wait-for';

const ORDERS = 300;
const CUSTOMERS = 100;
const RECONCILE_EVERY_MS = 1_000;

async function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Two API processes and two worker processes (built, started as children) on one PostgreSQL and one
 * Redis: orders placed on either API are each confirmed by exactly one e-mail, the payment reconciliation
 * runs once per period however many workers there are, and a session started on one API goes on on the
 * other. (The in-process API only sets the test up: customers, products, a customer with a password.)
 */
describe('two APIs and two workers side by side', () => {
  const apps = new ChildApps();
  let sink: SmtpSink;
  let setup: TestApi;
  let env: Record<string, string>;
  let apis: ChildApp[];
  let workers: ChildApp[];
  let queues: Queue[] = [];

  beforeAll(async () => {
    sink = await SmtpSink.start();
    env = childEnv({
      SMTP_PORT: String(sink.port),
      PAYMENT_RECONCILE_INTERVAL_MS: String(RECONCILE_EVERY_MS),
    });
    setup = await startTestApi(
      testConfig({ QUEUE_PREFIX: env['QUEUE_PREFIX']!, SMTP_PORT: String(sink.port) }),
    );
    await resetDatabase(setup.orm);
    queues = ['email', 'announcements', 'maintenance', 'activity'].map(
      (name) =>
        new Queue(name, { connection: redisOptionsFromUrl(env['REDIS_URL']!), prefix: env['QUEUE_PREFIX']! }),
    );
    apis = await Promise.all([apps.startApi(env, 'api 1'), apps.startApi(env, 'api 2')]);
    workers = await Promise.all([apps.startWorker(env, 'worker 1'), apps.startWorker(env, 'worker 2')]);
  }, 120_000);

  afterAll(async () => {
    await apps.stopAll();
    for (const queue of queues) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await setup?.close();
    await sink?.stop();
  });

  it('places 300 orders over both APIs and sends 300 order e-mails, none twice', async () => {
    const customers = await signUpMany(setup, CUSTOMERS);
    const productIds = Array.from({ length: 3 }, () => randomUUID());
    await setup.orm.em.getConnection().execute(
      `insert into product (id, slug, name, description, category, kind, price, stock)
       select id, 'scale-out-' || id, 'Scale-out Kibble ' || left(id::text, 8), 'For the scale-out test.',
              'Food', 'product', 500.00, 100000
         from unnest(?::uuid[]) as id`,
      [`{${productIds.join(',')}}`],
    );

    let next = 0;
    const statuses: number[] = [];
    const place = async () => {
      while (next < ORDERS) {
        const index = next++;
        const customer = customers[index % CUSTOMERS]!;
        const response = await post(
          apis[index % apis.length]!.base,
          '/api/orders',
          {
            customer: aDelivery,
            products: [{ productId: productIds[index % productIds.length], quantity: 1 }],
            userEmail: customer.email,
          },
          { authorization: `Bearer ${customer.token}` },
        );
        await response.body?.cancel();
        statuses.push(response.status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, place));
    expect(statuses.filter((status) => status === 201)).toHaveLength(ORDERS);

    const connection = setup.orm.em.getConnection();
    const [orders] = await connection.execute<{ count: number }[]>(
      'select count(*)::int as count from customer_order',
    );
    expect(orders!.count).toBe(ORDERS);

    const orderMails = () => sink.received.filter((mail) => / order \S+ is placed$/.test(mail.subject));
    await waitFor(() => orderMails().length >= ORDERS, '300 order e-mails', 60_000);
    // Both workers had their share, and nothing was sent twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(orderMails()).toHaveLength(ORDERS);
    expect(new Set(orderMails().map((mail) => mail.headers['message-id'])).size).toBe(ORDERS);
    const [log] = await connection.execute<{ sent: number }[]>(
      `select count(*)::int as sent from sent_email where template = 'order-placed' and status = 'sent'`,
    );
    expect(log!.sent).toBe(ORDERS);
    // Each worker sent some of them (each logs every e-mail it sent).
    for (const worker of workers) expect(worker.output()).toContain('E-mail sent');
  }, 90_000);

  it('runs the payment reconciliation once per period, not once per worker', async () => {
    const maintenance = queues.find((queue) => queue.name === 'maintenance')!;
    expect((await maintenance.getJobSchedulers()).map((scheduler) => scheduler.key)).toContain(
      'payments.reconcile',
    );
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 6 * RECONCILE_EVERY_MS));
    const until = Date.now();
    const runs = (await maintenance.getCompleted(0, 1_000)).filter(
      (job) => job.name === 'payments.reconcile' && job.processedOn! >= from && job.processedOn! <= until,
    );
    // Two workers each scheduling their own run would make about 12 in 6 s.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(7);
    // Each run is one slot of the one scheduler (job id `repeat:payments.reconcile:<slot>`), one period apart.
    const slots = runs
      .map((job) => Number(/^repeat:payments\.reconcile:(\d+)$/.exec(job.id!)![1]))
      .sort((a, b) => a - b);
    expect(new Set(slots).size).toBe(slots.length);
    for (let index = 1; index < slots.length; index += 1) {
      expect(slots[index]! - slots[index - 1]!).toBeGreaterThanOrEqual(RECONCILE_EVERY_MS);
    }
  }, 30_000);

  it('refreshes on API 2 a session logged in on API 1', async () => {
    const account = await signUp(setup, { password: 'secret12' });
    const [first, second] = apis as [ChildApp, ChildApp];
    const login = await post(first.base, '/api/user/login', { email: account.email, password: 'secret12' });
    expect(login.status).toBe(200);
    await login.body?.cancel();
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('kp_refresh='))!
      .split(';')[0]!;

    const refreshed = await post(second.base, '/api/auth/refresh', {}, { cookie });
    expect(refreshed.status).toBe(200);
    const session = (await refreshed.json()) as { token: string };
    const me = await fetch(`${first.base}/api/user/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(account.email);
  });

  it('refuses on API 2, at its next request, a session logged out on API 1', async () => {
    const account = await signUp(setup, { password: 'secret12' });
    const [first, second] = apis as [ChildApp, ChildApp];
    const login = await post(first.base, '/api/user/login', { email: account.email, password: 'secret12' });
    const { token } = (await login.json()) as { token: string };
    const me = (base: string) =>
      fetch(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
    const before = await me(second.base);
    expect(before.status).toBe(200);
    await before.body?.cancel();

    const logout = await fetch(`${first.base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    const after = await me(second.base);
    expect(after.status).toBe(401);
    await after.body?.cancel();
  });
});
