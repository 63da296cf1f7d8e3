import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LedgerFile } from './leftovers';
import { startStack, type RunningStack } from './stack';

// The whole `npm start` stack (built apps/api and apps/worker needed: `npx nx run-many -t build`),
// ephemeral, with a quick restart policy: kill -9 its services and watch it recover.
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  for (const until = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start supervision (real stack)', () => {
  const lines: string[] = [];
  const fatal: string[] = [];
  const log = (message: string): void => void lines.push(message);
  let stack: RunningStack | undefined;
  afterAll(async () => stack?.stop());

  const pids = (): Record<string, number> => {
    const ledger = JSON.parse(
      fs.readFileSync(path.join(stack!.dataDir, 'dev-stack.pids.json'), 'utf8'),
    ) as LedgerFile;
    return Object.fromEntries(ledger.processes.map((p) => [p.name, p.pid]));
  };
  const restartedPid = (name: string): number | undefined => {
    const line = lines.findLast((l) => l.startsWith(`${name} restarted (pid `));
    return line ? Number(/pid (\d+)/.exec(line)![1]) : undefined;
  };
  const healthy = async (): Promise<boolean> => {
    const response = await fetch(stack!.healthUrl).catch(() => undefined);
    if (response?.status !== 200) return false;
    const body = (await response.json()) as { redis?: string; database?: string };
    return body.redis === 'up' && body.database === 'up';
  };

  it('restarts a killed worker, Redis (same URL), PostgreSQL, mail catcher and Khalti sandbox, keeps answering /api/health, and stops on a crash loop', async () => {
    stack = await startStack({
      ephemeral: true,
      quiet: true,
      log,
      restart: { initialDelayMs: 200, maxCrashes: 3 },
      onFatal: (message) => fatal.push(message),
    });
    const before = pids();

    process.kill(before.worker, 'SIGKILL');
    await waitUntil('the worker to restart', () => restartedPid('worker') !== undefined);
    expect(lines).toContain('worker exited (signal SIGKILL); restarting in 0.2 s (attempt 1)');
    const worker2 = restartedPid('worker')!;
    expect(worker2).not.toBe(before.worker);
    expect(isAlive(worker2)).toBe(true);
    expect(pids().worker).toBe(worker2); // the ledger follows, so a later run can clean up after a kill

    const redisUrl = stack.redisUrl;
    process.kill(before.redis, 'SIGKILL');
    await waitUntil('Redis to restart', () => restartedPid('Redis') !== undefined);
    expect(lines).toContain('Redis exited (signal SIGKILL); restarting in 0.2 s (attempt 1)');
    expect(pids().redis).toBe(restartedPid('Redis'));
    expect(pids().redis).not.toBe(before.redis);
    expect(stack.redisUrl).toBe(redisUrl);
    await waitUntil('/api/health with Redis up', healthy);
    expect(fatal).toEqual([]);

    // PostgreSQL (same port and data folder: the shop's data is still there afterwards)
    process.kill(before.postgres, 'SIGKILL');
    await waitUntil('PostgreSQL to restart', () => restartedPid('PostgreSQL') !== undefined);
    expect(lines).toContain('PostgreSQL exited (signal SIGKILL); restarting in 0.2 s (attempt 1)');
    expect(pids().postgres).toBe(restartedPid('PostgreSQL'));
    await waitUntil('/api/health with PostgreSQL up', healthy);
    const products = await fetch(`${stack.apiUrl}/products`);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0); // the seeded catalogue

    // The mail catcher and the Khalti sandbox are child processes too, restarted on the same ports.
    for (const [name, url] of [
      ['mail', `${stack.mailUrl}/email`],
      ['khalti', `${stack.khaltiUrl}/`],
    ] as const) {
      const pid = pids()[name]!;
      process.kill(pid, 'SIGKILL');
      await waitUntil(`${name} to restart`, () => restartedPid(name) !== undefined);
      expect(lines).toContain(`${name} exited (signal SIGKILL); restarting in 0.2 s (attempt 1)`);
      expect(pids()[name]).toBe(restartedPid(name));
      await waitUntil(`${url} to answer`, async () => (await fetch(url).catch(() => undefined))?.ok === true);
    }
    expect(fatal).toEqual([]);

    // Crash loop: two more crashes of the worker (3 within 2 minutes) stop the whole stack.
    // What is running just before the last crash: once the crash loop stops the stack, its ledger may be gone.
    let last: Record<string, number> = {};
    for (let crash = 2; crash <= 3; crash += 1) {
      last = pids();
      const pid = last.worker!;
      process.kill(pid, 'SIGKILL');
      if (crash < 3) await waitUntil('the worker to restart', () => restartedPid('worker') !== pid);
    }
    await waitUntil('the crash loop to stop the stack', () => fatal.length > 0);
    expect(fatal).toEqual([
      'worker crashed 3 times within 2 min (last: exited (signal SIGKILL)); not restarting it again.\nLast output:\n' +
        fatal[0]!.split('Last output:\n')[1],
    ]);
    await stack.stop();
    for (const [name, pid] of Object.entries(last)) expect(isAlive(pid), `${name} ${pid}`).toBe(false);
    expect(fs.existsSync(stack.dataDir)).toBe(false);
  }, 150_000);
});
