import { describe, expect, it } from 'vitest';
import type { ChildExit } from './child-exit';
import { keepRunning, type ServiceInstance } from './keep-running';

/** A fake run that exits when told to. */
function fakeRun(pid: number): ServiceInstance & { crash(exit: ChildExit): void; stopped: boolean } {
  let resolve!: (exit: ChildExit) => void;
  const exited = new Promise<ChildExit>((r) => (resolve = r));
  const run = {
    pid,
    exited,
    stopped: false,
    crash: (exit: ChildExit) => resolve(exit),
    stop: async () => {
      run.stopped = true;
      resolve({ code: 0, signal: null });
    },
  };
  return run;
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('timed out');
};

describe('keepRunning', () => {
  it('counts a failed restart as a crash and tries again with a longer wait', async () => {
    const lines: string[] = [];
    const log = (m: string): number => lines.push(m);
    const first = fakeRun(1);
    const second = fakeRun(2);
    let attempts = 0;
    const kept = keepRunning({
      name: 'Redis',
      first,
      restart: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('port 6390 is already in use');
        return second;
      },
      policy: { initialDelayMs: 1 },
      log: { info: log, warn: log, error: log },
    });
    first.crash({ code: null, signal: 'SIGKILL' });
    await until(() => kept.current() === second);
    expect(lines).toEqual([
      'Redis exited (signal SIGKILL); restarting in 0 s (attempt 1)',
      'Redis could not be restarted (port 6390 is already in use); restarting in 0 s (attempt 2)',
      'Redis restarted (pid 2)',
    ]);
    await kept.stop();
    expect(second.stopped).toBe(true);
  });

  it('gives up after the crash-loop limit, reports it once and has nothing running', async () => {
    const reports: string[] = [];
    const runs = [fakeRun(1)];
    const kept = keepRunning({
      name: 'worker',
      first: runs[0]!,
      restart: async () => {
        const run = fakeRun(runs.length + 1);
        runs.push(run);
        queueMicrotask(() => run.crash({ code: 1, signal: null }));
        return run;
      },
      policy: { initialDelayMs: 1, maxCrashes: 3 },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      onGiveUp: (message) => reports.push(message),
    });
    runs[0]!.crash({ code: 1, signal: null });
    await until(() => reports.length > 0);
    expect(reports).toEqual([
      'worker crashed 3 times within 2 min (last: exited (code 1)); not restarting it again.',
    ]);
    expect(runs).toHaveLength(3);
    expect(kept.current()).toBeUndefined();
    await kept.stop();
  });

  it('does not restart while `restartable` says no (start-up): it gives up at once', async () => {
    const reports: string[] = [];
    const warnings: string[] = [];
    const first = fakeRun(1);
    let restarts = 0;
    keepRunning({
      name: 'api',
      first,
      restart: async () => {
        restarts += 1;
        return fakeRun(2);
      },
      restartable: () => false,
      log: { info: () => undefined, warn: (m) => warnings.push(m), error: () => undefined },
      onGiveUp: (message) => reports.push(message),
    });
    first.crash({ code: 1, signal: null });
    await until(() => reports.length > 0);
    expect(reports).toEqual(['api exited (code 1).']);
    expect(warnings).toEqual([]);
    expect(restarts).toBe(0);
  });
});
