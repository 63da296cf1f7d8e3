// What both benchmarks share: the built API on their own PostgreSQL and Redis, and autocannon that fails loudly.
import autocannon from 'autocannon';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import devStack from '@kukur/dev-stack';

const { findFreePort, ServiceSupervisor, waitForHttpOk } = devStack;

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The API's AUTH_SECRET (the order benchmark signs its customers' access tokens with it). */
export const BENCH_AUTH_SECRET = 'benchmark-secret-benchmark-secret-0000';

/** Prints a line. */
export function log(message) {
  process.stdout.write(`${message}\n`);
}

/**
 * Starts apps/api/dist/main.js on a free loopback port against `services` (migrations applied, no demo data)
 * and waits until it is healthy; answers its base URL and `stop()`.
 */
export async function startBenchApi(services, extraEnv = {}) {
  const port = await findFreePort();
  const supervisor = new ServiceSupervisor();
  const api = supervisor.spawnService('api', process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      RUN_MIGRATIONS: 'true',
      SEED_DEMO_DATA: 'false',
      MEDIA_DIR: join(root, 'tmp', 'bench-media'),
      ...extraEnv,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => supervisor.stopAll();
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
  return { base, stop };
}

/** Runs autocannon; throws when any answer was not 2xx or any request failed. */
export async function loadChecked(label, options) {
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}
