import { findFreePort, waitForHttpOk } from '@kukur/dev-stack';
import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { workerDatabaseUrl, workerRedisUrl } from './worker-services';

/** The repository root. */
const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

/** Where the built entry point of an app is; throws a clear message when it was not built. */
export function distEntry(app: 'api' | 'worker'): string {
  const entry = join(ROOT, 'apps', app, 'dist', 'main.js');
  if (!existsSync(entry)) {
    throw new Error(
      `${entry} is missing: this test runs the built ${app} as a child process. Build first: ` +
        '`npx nx run-many -t build --outputStyle=static` (npm test does).',
    );
  }
  return entry;
}

/**
 * The environment of an API or worker process under test: the run's PostgreSQL and Redis, a private queue
 * prefix (share `QUEUE_PREFIX` between the processes of one test), no migrations, quick outbox and retries.
 */
export function childEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: workerDatabaseUrl(),
    REDIS_URL: workerRedisUrl(),
    QUEUE_PREFIX: `t${randomUUID().slice(0, 8)}`,
    DATABASE_POOL_MAX: '5',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'kukur-media-')),
    RUN_MIGRATIONS: 'false',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://shop.test',
    HOST: '127.0.0.1',
    OUTBOX_POLL_INTERVAL_MS: '50',
    JOB_BACKOFF_MS: '100',
    JOB_ATTEMPTS: '3',
    CATALOGUE_CACHE_TTL_MS: '0',
    AUTH_SECRET: 'test-secret-for-the-api-suite-0123456789',
    FIRST_ORDER_DISCOUNT_ENABLED: 'false',
    // As in testConfig: high unless a test is about them (these suites load the API from one address).
    PUBLIC_READS_PER_MINUTE: '1000000',
    MAX_UNPAID_ORDERS_PER_CUSTOMER: '10000',
    MAX_OPEN_BOOKINGS_PER_CUSTOMER: '10000',
    ...overrides,
  };
}

/** libfaketime's settings of this process (LD_PRELOAD, FAKETIME, FAKETIME_*), when its clock is moved. */
function movedClock(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')),
    ),
  );
}

/** One API or worker process started from its dist. */
export interface ChildApp {
  name: string;
  pid: number;
  /** The API's base URL (`http://127.0.0.1:<port>`); empty for a worker. */
  base: string;
  /** Everything it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills it at once (SIGKILL, as a crash would) and waits until it is gone. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM: it finishes its jobs), kills it after `graceMs`, and waits until it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts and stops API and worker processes from their dist, by PID. Keep one per test file and call
 * `stopAll()` in afterAll: every process it started is stopped, also when a test failed half-way.
 */
export class ChildApps {
  private readonly running = new Set<ChildApp>();

  /** An API process on a free loopback port; resolves once GET /api/health answers 200. */
  async startApi(env: Record<string, string>, name = 'api'): Promise<ChildApp> {
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const app = this.spawn(name, distEntry('api'), { ...env, PORT: String(port) }, base);
    await this.ready(
      app,
      waitForHttpOk(`${base}/api/health`, {
        timeoutMs: 60_000,
        intervalMs: 100,
        giveUp: app.exited.then(() => Promise.reject(new Error('exited'))),
      }),
    );
    return app;
  }

  /** A worker process; resolves once it logged that it started (it needs LOG_LEVEL info or lower for that). */
  async startWorker(env: Record<string, string>, name = 'worker'): Promise<ChildApp> {
    const app = this.spawn(name, distEntry('worker'), { ...env, LOG_LEVEL: 'info' }, '');
    await this.ready(
      app,
      new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (app.output().includes('Worker started')) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
        void app.exited.then(() => {
          clearInterval(timer);
          reject(new Error('exited'));
        });
      }),
    );
    return app;
  }

  /** Stops every process still running (SIGTERM, then SIGKILL after the grace time). */
  async stopAll(graceMs = 10_000): Promise<void> {
    await Promise.all([...this.running].map((app) => app.stop(graceMs)));
  }

  private async ready(app: ChildApp, started: Promise<void>): Promise<void> {
    try {
      await started;
    } catch (error) {
      await app.kill();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${app.name} did not start (${reason}). Its output:\n${app.output().slice(-4_000)}`);
    }
  }

  private spawn(name: string, entry: string, env: Record<string, string>, base: string): ChildApp {
    // Only what the app needs: no vitest or NODE_OPTIONS of the test process leak into it. The moved clock of
    // `npm run test:later` (libfaketime's variables) does: an app on today's date beside a database and a test a
    // year ahead would find every token it makes already expired.
    const child: ChildProcess = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', ...movedClock(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // Keeps the last ~200 kB: enough to explain a failure, bounded for long runs.
      if (output.length > 400_000) output = output.slice(-200_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const gone = () => child.exitCode !== null || child.signalCode !== null;
    const app: ChildApp = {
      name,
      pid: child.pid!,
      base,
      output: () => output,
      exited,
      kill: async () => {
        if (!gone()) process.kill(app.pid, 'SIGKILL');
        await exited;
        this.running.delete(app);
      },
      stop: async (graceMs = 10_000) => {
        if (!gone()) process.kill(app.pid, 'SIGTERM');
        const timer = setTimeout(() => {
          if (!gone()) process.kill(app.pid, 'SIGKILL');
        }, graceMs);
        await exited;
        clearTimeout(timer);
        this.running.delete(app);
      },
    };
    this.running.add(app);
    return app;
  }
}
