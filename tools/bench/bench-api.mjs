// What the benchmarks share: the built API and worker on their own PostgreSQL and Redis, and load that fails loudly.
import autocannon from 'autocannon';
import pg from 'pg';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import devStack from '@kukur/dev-stack';
import kernel from '@kukur/server-kernel';
import { loadPaced } from './paced-load.mjs';

const { findFreePort, ServiceSupervisor, waitForHttpOk } = devStack;

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The worker's settings for sending in bulk (the shop's defaults, 16 connections and 32 jobs, suit an SMTP
 * provider that limits connections): at 16/32 the e-mail pipeline and an announcement top out near 300
 * e-mails/s, each e-mail waiting for a pooled connection. Overridden by the same variables in the environment.
 */
export const BULK_SENDING = {
  SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS ?? '64',
  EMAIL_CONCURRENCY: process.env.EMAIL_CONCURRENCY ?? '512',
};

/** The API's AUTH_SECRET (the order benchmark signs its customers' access tokens with it). */
export const BENCH_AUTH_SECRET = 'benchmark-secret-benchmark-secret-0000';

/** Prints a line. */
export function log(message) {
  process.stdout.write(`${message}\n`);
}

/**
 * Starts apps/api/dist/main.js on a free loopback port against `services` (migrations applied, no demo data)
 * and waits until it is healthy; answers its base URL, `pid` and `stop()`. `nodeArgs` go before the script
 * (`['--cpu-prof', '--cpu-prof-dir=tmp/profiles']` to see where the time goes); without, those of
 * BENCH_API_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=tmp/prof' to profile the API of any benchmark).
 */
export async function startBenchApi(
  services,
  extraEnv = {},
  { nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean) } = {},
) {
  const port = await findFreePort();
  const supervisor = new ServiceSupervisor();
  const api = supervisor.spawnService(
    'api',
    process.execPath,
    [...nodeArgs, join(root, 'apps/api/dist/main.js')],
    {
      cwd: root,
      env: {
        ...benchServiceEnv(services),
        PORT: String(port),
        HOST: '127.0.0.1',
        RUN_MIGRATIONS: 'true',
        SEED_DEMO_DATA: 'false',
        MEDIA_DIR: join(root, 'tmp', 'bench-media'),
        // The load comes from one address and few customers: measure the API, not its abuse limits.
        PUBLIC_READS_PER_MINUTE: '1000000',
        MAX_UNPAID_ORDERS_PER_CUSTOMER: '10000',
        MAX_OPEN_BOOKINGS_PER_CUSTOMER: '10000',
        ...extraEnv,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () => supervisor.stopAll();
  const { pid } = api;
  try {
    await waitForHttpOk(`${base}/api/health`, {
      timeoutMs: 60_000,
      intervalMs: 200,
      giveUp: api.exited.then((exit) =>
        Promise.reject(new Error(`The API exited with ${exit.signal ?? exit.code}`)),
      ),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid, stop };
}

/** A process's resident memory in MB (Linux: /proc/<pid>/status). */
export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes / 1024;
}

/** Runs autocannon; throws when any answer was not 2xx or any request failed. */
export async function loadChecked(label, options) {
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/** An access token as the API signs them (HS256 with the key derived from BENCH_AUTH_SECRET), valid an hour. */
export function benchAccessToken(userId) {
  const key = kernel.deriveKey(BENCH_AUTH_SECRET, 'access-token').toString('hex');
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, role: 'user', ver: 0, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/** Adds `count` verified customer accounts straight to the database; answers them with their access tokens. */
export async function insertBenchCustomers(client, count, label) {
  const customers = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `bench.${label}.${index}@example.com`,
    name: `Bench ${label} ${index}`,
  }));
  await client.query(
    `insert into app_user (id, email, name, email_verified)
     select (c->>'id')::uuid, c->>'email', c->>'name', true from jsonb_array_elements($1::jsonb) c`,
    [JSON.stringify(customers)],
  );
  return customers.map((customer) => ({ ...customer, token: benchAccessToken(customer.id) }));
}

/**
 * Sends POSTs made by `makeRequest()` (method, path, headers, body) and answers a table row of the rate and
 * latency percentiles (ms); `unit` names the rate ('orders/s'). With `overallRate`, that many a second spread
 * evenly (paced-load.mjs); without, flat out over 20 connections (autocannon).
 */
export async function runWrites(base, label, unit, makeRequest, options) {
  if (options.overallRate) {
    const paced = await loadPaced(base, {
      rate: options.overallRate,
      seconds: options.duration,
      makeRequest,
    });
    return { run: label, [unit]: paced.requestsPerSecond, ...pick(paced, ['p50', 'p90', 'p99', 'max']) };
  }
  const { latency, requests } = await loadChecked(label, {
    url: base,
    connections: 20,
    requests: [{ setupRequest: (request) => ({ ...request, ...makeRequest() }) }],
    ...options,
  });
  return {
    run: label,
    [unit]: Math.round(requests.average),
    p50: latency.p50,
    p90: latency.p90,
    p99: latency.p99,
    max: latency.max,
  };
}

function pick(object, keys) {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}

/** What the API and the worker of a benchmark share: production mode on `services`, only warnings logged. */
function benchServiceEnv(services) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts apps/worker/dist/main.js against `services` (the API must have applied the migrations) and waits
 * until its outbox relay listens for commits; answers its `pid` (to sample its memory) and `stop()`.
 */
export async function startBenchWorker(services, extraEnv = {}) {
  const supervisor = new ServiceSupervisor();
  // e.g. BENCH_WORKER_NODE_ARGS='--cpu-prof --cpu-prof-dir=tmp/prof' to profile the worker under load.
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const main = join(root, 'apps/worker/dist/main.js');
  const worker = supervisor.spawnService('worker', process.execPath, [...nodeArgs, main], {
    cwd: root,
    env: { ...benchServiceEnv(services), PUBLIC_URL: 'http://shop.test', ...extraEnv },
  });
  const stop = () => supervisor.stopAll();
  try {
    await Promise.race([
      waitForRelay(services.databaseUrl),
      worker.exited.then((exit) =>
        Promise.reject(new Error(`The worker exited with ${exit.signal ?? exit.code}`)),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: worker.pid, stop };
}

/** Waits until a worker's relay listens for commits (its LISTEN connection shows in pg_stat_activity). */
async function waitForRelay(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 600; tries += 1) {
      const { rows } = await client.query(
        `select 1 from pg_stat_activity where query = 'LISTEN outbox_message'`,
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The worker did not start listening for outbox commits within 60 s');
  } finally {
    await client.end();
  }
}
