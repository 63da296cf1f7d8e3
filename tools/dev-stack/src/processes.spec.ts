import { describe, expect, it } from 'vitest';
import { ServiceSupervisor, type SupervisedService } from './processes';
import type { ChildExit } from './child-exit';

const node = process.execPath;
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('ServiceSupervisor', () => {
  it('stops every child, last started first, escalating to SIGKILL', async () => {
    const supervisor = new ServiceSupervisor({ echo: false, stopTimeoutMs: 300 });
    const polite = supervisor.spawnService('polite', node, ['-e', 'setInterval(() => {}, 1000)']);
    const stubborn = supervisor.spawnService('stubborn', node, [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000)",
    ]);
    while (!stubborn.tail().includes('up')) await new Promise((resolve) => setTimeout(resolve, 20)); // handler installed
    const order: string[] = [];
    void polite.exited.then(() => order.push('polite'));
    void stubborn.exited.then(() => order.push('stubborn'));
    await supervisor.stopAll();
    expect(order).toEqual(['stubborn', 'polite']);
    expect(await stubborn.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(alive(polite.pid) || alive(stubborn.pid)).toBe(false);
    expect(stubborn.tail()).toEqual(['up']);
  });

  it('reports a child that exits on its own, but not one it stopped', async () => {
    const reports: Array<[string, ChildExit]> = [];
    const supervisor = new ServiceSupervisor({
      echo: false,
      onUnexpectedExit: (service: SupervisedService, exit) => reports.push([service.name, exit]),
    });
    const crash = supervisor.spawnService('crash', node, ['-e', 'process.exit(3)']);
    supervisor.spawnService('calm', node, ['-e', 'setInterval(() => {}, 1000)']);
    await crash.exited;
    await supervisor.stopAll();
    expect(reports).toEqual([['crash', { code: 3, signal: null }]]);
  });

  it('restarts a child killed with SIGKILL, with the same env, and says so in the log', async () => {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(m),
      warn: (m: string) => lines.push(m),
      error: (m: string) => lines.push(m),
    };
    const restarted: number[] = [];
    const supervisor = new ServiceSupervisor({
      echo: false,
      restart: { initialDelayMs: 100 },
      log,
      onRestarted: (service) => restarted.push(service.pid),
      onUnexpectedExit: () => lines.push('gave up'),
    });
    const service = supervisor.spawnService(
      'sleepy',
      node,
      ['-e', 'console.log(`up ${process.pid} ${process.env.MARK}`); setInterval(() => {}, 1000)'],
      { env: { ...process.env, MARK: 'same-env' } },
    );
    try {
      const first = service.pid;
      await waitUntil(() => service.tail().includes(`up ${first} same-env`));
      process.kill(first, 'SIGKILL');
      await waitUntil(() => restarted.length === 1);
      const second = service.pid;
      expect(second).not.toBe(first);
      expect(restarted).toEqual([second]);
      expect(await service.exited).toEqual({ code: null, signal: 'SIGKILL' }); // the first process
      await waitUntil(() => service.tail().includes(`up ${second} same-env`));
      expect(alive(second)).toBe(true);
      expect(lines).toEqual([
        'sleepy exited (signal SIGKILL); restarting in 0.1 s (attempt 1)',
        `sleepy restarted (pid ${second})`,
      ]);
    } finally {
      await supervisor.stopAll();
    }
    expect(alive(service.pid)).toBe(false);
  });

  it('gives up on a crash loop and reports it once, leaving nothing running', async () => {
    const reports: string[] = [];
    const warnings: string[] = [];
    const supervisor = new ServiceSupervisor({
      echo: false,
      restart: { initialDelayMs: 100, maxCrashes: 3 },
      log: { info: () => undefined, warn: (m) => warnings.push(m), error: () => undefined },
      onUnexpectedExit: (service, exit, message) => reports.push(`${service.name} ${exit.code} ${message}`),
    });
    const service = supervisor.spawnService('crashy', node, ['-e', 'process.exit(7)']);
    await waitUntil(() => reports.length > 0);
    expect(reports).toEqual([
      'crashy 7 crashy crashed 3 times within 2 min (last: exited (code 7)); not restarting it again.',
    ]);
    expect(warnings).toEqual([
      'crashy exited (code 7); restarting in 0.1 s (attempt 1)',
      'crashy exited (code 7); restarting in 0.2 s (attempt 2)',
    ]);
    expect(alive(service.pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reports).toHaveLength(1); // no further restarts
    await supervisor.stopAll();
  });

  it('stops at once during a back-off wait, and does not restart afterwards', async () => {
    const restarted: number[] = [];
    const warnings: string[] = [];
    const supervisor = new ServiceSupervisor({
      echo: false,
      restart: { initialDelayMs: 60_000, maxDelayMs: 60_000 },
      log: { info: () => undefined, warn: (m) => warnings.push(m), error: () => undefined },
      onRestarted: (service) => restarted.push(service.pid),
    });
    const service = supervisor.spawnService('sleepy', node, ['-e', 'setInterval(() => {}, 1000)']);
    process.kill(service.pid, 'SIGKILL');
    await waitUntil(() => warnings.length === 1);
    expect(warnings[0]).toBe('sleepy exited (signal SIGKILL); restarting in 1 min (attempt 1)');
    const before = Date.now();
    await supervisor.stopAll();
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(restarted).toEqual([]);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
