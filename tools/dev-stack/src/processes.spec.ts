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
});
