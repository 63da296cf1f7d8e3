import { inject } from 'vitest';

/**
 * The API test files run in several workers at once (vitest.config.mts). Each worker has a database of its
 * own, copied from the migrated one by the global setup, and a Redis database of its own (rate limits, login
 * counters, caches and queues of one worker's apps never meet another's). Within a worker the files run one
 * after another, as the whole suite once did.
 */

/** The Vitest worker this file runs in: 1 up to the project's maxWorkers. */
function workerNumber(): number {
  return Number(process.env.VITEST_POOL_ID ?? '1');
}

/** The name of worker `worker`'s copy of the migrated database `migrated`. */
export function workerDatabaseName(migrated: string, worker: number): string {
  return `${migrated}_worker${worker}`;
}

/** This worker's PostgreSQL database. */
export function workerDatabaseUrl(): string {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), workerNumber())}`;
  return url.toString();
}

/** This worker's Redis database (database 0 stays unused). */
export function workerRedisUrl(): string {
  const url = new URL(inject('redisUrl'));
  url.pathname = `/${workerNumber()}`;
  return url.toString();
}
