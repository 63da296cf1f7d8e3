/**
 * Container health check of the worker: `node apps/worker/dist/healthcheck.js` exits 0 when the
 * worker's heartbeat file (WORKER_HEARTBEAT_FILE) was touched recently (its event loop runs) and
 * Redis (REDIS_URL), where its queues live, answers PING; else prints what is wrong and exits 1.
 * Loads no application code, so it is cheap to run every few seconds.
 */
import fs from 'node:fs';
import Redis from 'ioredis';
import { HEARTBEAT_INTERVAL_MS } from './heartbeat';

/** Inputs of `checkWorkerHealth`. */
export interface WorkerHealthInput {
  heartbeatFile: string | undefined;
  redisUrl: string | undefined;
  /** A heartbeat older than this is stale. Default three beats. */
  maxAgeMs?: number;
  now?: number;
  timeoutMs?: number;
}

/** What is wrong with the worker; empty when it is healthy. */
export async function checkWorkerHealth(input: WorkerHealthInput): Promise<string[]> {
  const problems: string[] = [];
  const maxAgeMs = input.maxAgeMs ?? 3 * HEARTBEAT_INTERVAL_MS;
  if (!input.heartbeatFile) {
    problems.push('WORKER_HEARTBEAT_FILE is not set');
  } else {
    try {
      // The time the worker wrote, by the clock it and this check share (the file's mtime is the kernel's).
      const beat = Date.parse(fs.readFileSync(input.heartbeatFile, 'utf8'));
      const age =
        (input.now ?? Date.now()) - (Number.isNaN(beat) ? fs.statSync(input.heartbeatFile).mtimeMs : beat);
      if (age > maxAgeMs) problems.push(`heartbeat is ${Math.round(age / 1000)} s old`);
    } catch {
      problems.push(`no heartbeat file ${input.heartbeatFile}`);
    }
  }
  if (!input.redisUrl) problems.push('REDIS_URL is not set');
  else {
    const problem = await pingRedis(input.redisUrl, input.timeoutMs ?? 3_000);
    if (problem) problems.push(problem);
  }
  return problems;
}

async function pingRedis(url: string, timeoutMs: number): Promise<string | undefined> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  let socketError: Error | undefined; // ioredis rejects with "Connection is closed", the cause comes here
  redis.on('error', (error: Error) => (socketError ??= error));
  try {
    await redis.connect();
    const answer = await redis.ping();
    return answer === 'PONG' ? undefined : `Redis answered ${answer}`;
  } catch (error) {
    const cause = socketError ?? error;
    return `Redis unreachable (${cause instanceof Error ? cause.message : String(cause)})`;
  } finally {
    redis.disconnect();
  }
}

if (require.main === module) {
  void checkWorkerHealth({
    heartbeatFile: process.env.WORKER_HEARTBEAT_FILE,
    redisUrl: process.env.REDIS_URL,
  }).then((problems) => {
    if (problems.length > 0) console.error(`worker unhealthy: ${problems.join('; ')}`);
    process.exit(problems.length > 0 ? 1 : 0);
  });
}
