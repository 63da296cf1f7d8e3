import { AppConfig, loadConfig } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerDatabaseUrl, workerRedisUrl } from './worker-services';

/** Configuration for an app under test: the run's PostgreSQL and Redis, a private queue prefix. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: workerDatabaseUrl(),
    REDIS_URL: workerRedisUrl(),
    QUEUE_PREFIX: `t${randomUUID().slice(0, 8)}`,
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'kukur-media-')),
    RUN_MIGRATIONS: 'false',
    PUBLIC_URL: 'http://shop.test',
    OUTBOX_POLL_INTERVAL_MS: '50',
    JOB_BACKOFF_MS: '100',
    JOB_ATTEMPTS: '3',
    // Tests change products and look at once; the cache has its own unit test.
    CATALOGUE_CACHE_TTL_MS: '0',
    AUTH_SECRET: 'test-secret-for-the-api-suite-0123456789',
    // Off unless a test is about it: most tests' customers place their first order and check its plain total.
    FIRST_ORDER_DISCOUNT_ENABLED: 'false',
    // High unless a test is about them: suites send many reads from one address and place many orders.
    PUBLIC_READS_PER_MINUTE: '1000000',
    MAX_UNPAID_ORDERS_PER_CUSTOMER: '10000',
    MAX_OPEN_BOOKINGS_PER_CUSTOMER: '10000',
    // Tests deliver webhooks to receivers on loopback, and fast.
    WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_RETRY_DELAYS_MS: '100,100,100',
    ...overrides,
  });
}
