import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toLogger, type LogOption } from './log';
import { findFreePort } from './ports';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './services/postgres';
import { resolveRedis } from './services/redis';

/** Services for one test run. */
export interface TestServices {
  databaseUrl: string;
  redisUrl: string;
  /** Stops Redis and PostgreSQL and deletes their temp folder. */
  stop(): Promise<void>;
}

/**
 * A fresh PostgreSQL cluster (temp folder, free port, deleted on stop) and a Redis (REDIS_URL if set,
 * else our own redis-server on a free port) for the API test setup.
 */
export async function startTestServices(options: { log?: LogOption } = {}): Promise<TestServices> {
  const log = toLogger(options.log, 'test-services');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-test-'));
  fs.chmodSync(base, 0o755); // the postgres OS user (when we are root) must traverse it
  let postgres: EmbeddedPostgres | undefined;
  const removeBase = (): void => fs.rmSync(base, { recursive: true, force: true });
  try {
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(base, 'postgres'),
      port: await findFreePort(),
      persistent: false,
      log,
    });
    const redis = await resolveRedis({ dataDir: path.join(base, 'redis'), log });
    const pg = postgres;
    return {
      databaseUrl: pg.url,
      redisUrl: redis.url,
      stop: async () => {
        await redis.stop();
        await pg.stop();
        removeBase();
      },
    };
  } catch (error) {
    await postgres?.stop();
    removeBase();
    throw error;
  }
}
