import { ensureRedisServerBinary, findFreePort, redisServerArgs, redisServerEnv } from '@kukur/dev-stack';
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { TestAccount } from '../support/accounts';
import { signUpMany } from '../support/bulk-accounts';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { Slice, startSlice } from '../support/slice';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';

const ORDERS = 200;
const CUSTOMERS = 50;

/** A Redis of this test's own (AOF on, as the stack runs it), so the test can stop and start it. */
class OwnRedis {
  private process: ChildProcess | undefined;
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly binary: string,
  ) {}

  static async start(): Promise<OwnRedis> {
    const { path } = await ensureRedisServerBinary();
    const redis = new OwnRedis(await findFreePort(), mkdtempSync(join(tmpdir(), 'kukur-redis-')), path);
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const child = spawn(this.binary, redisServerArgs(this.port, this.dir), {
      env: redisServerEnv(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  }

  /** A clean stop (SIGTERM), as an operator or a package upgrade does it. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

describe('Redis stops in the middle of 200 orders and comes back', () => {
  let redis: OwnRedis | undefined;
  let slice: Slice | undefined;

  afterAll(async () => {
    await slice?.stop().catch(() => undefined);
    await redis?.remove();
  });

  it('takes every order, and every order e-mail goes out once Redis is back', async () => {
    redis = await OwnRedis.start();
    slice = await startSlice({ REDIS_URL: redis.url, JOB_BACKOFF_MS: '200', JOB_ATTEMPTS: '10' });
    await resetDatabase(slice.api.orm);
    await seedProducts(slice.api.app, [aProduct({ slug: 'chew', name: 'Yak Cheese Chew', stock: 1_000 })]);
    const productId = await productIdBySlug(slice.api.orm, 'chew');
    const customers: TestAccount[] = await signUpMany(slice.api, CUSTOMERS);

    const statuses: number[] = [];
    let placed = 0;
    const placeNext = async (): Promise<void> => {
      const customer = customers[placed % CUSTOMERS]!;
      placed += 1;
      const response = await placeOrder(slice!.api, customer, [{ productId, quantity: 1 }]);
      statuses.push(response.status);
    };

    for (let i = 0; i < 60; i += 1) await placeNext();
    await redis.stop();
    for (let i = 0; i < 80; i += 1) await placeNext();
    // The outage was real: the API says so, and the orders' events wait in the outbox.
    const health = await request(slice.api.http).get('/api/health');
    expect([health.status, health.body.redis]).toEqual([503, 'down']);
    const [{ waiting }] = await slice.api.orm.em
      .getConnection()
      .execute<{ waiting: number }[]>(
        'select count(*)::int as waiting from outbox_message where published_at is null',
      );
    expect(waiting).toBeGreaterThanOrEqual(80);
    await redis.resume();
    for (let i = 0; i < 60; i += 1) await placeNext();

    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const [{ orders }] = await slice.api.orm.em
      .getConnection()
      .execute<{ orders: number }[]>('select count(*)::int as orders from customer_order');
    expect(orders).toBe(ORDERS);

    const sink = slice.sink;
    const orderMails = () => sink.received.filter((mail) => / order .* is placed$/.test(mail.subject));
    await waitFor(() => orderMails().length >= ORDERS, `${ORDERS} order e-mails`, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(orderMails()).toHaveLength(ORDERS);
    const recipients = new Set(orderMails().map((mail) => mail.to[0]));
    expect(recipients.size).toBe(CUSTOMERS);
  }, 150_000);
});
