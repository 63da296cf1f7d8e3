import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveLeftovers, StartedProcessLedger, type StartedProcess } from './leftovers';

describe('liveLeftovers', () => {
  const entries: StartedProcess[] = [
    { name: 'postgres', pid: 10, marker: '-D /repo/.data/postgres', signal: 'SIGINT' },
    { name: 'redis', pid: 11, marker: '127.0.0.1:6390', signal: 'SIGTERM' },
    { name: 'api', pid: 12, marker: '/repo/apps/api/dist/main.js', signal: 'SIGTERM' },
  ];

  it('keeps only PIDs that are alive and still run the recorded command (no PID reuse victims)', () => {
    const commands: Record<number, string> = {
      10: '/x/bin/postgres -D /repo/.data/postgres -p 5433',
      11: 'vim notes.txt', // PID reused by something else
    };
    expect(liveLeftovers(entries, (pid) => commands[pid]).map((e) => e.name)).toEqual(['postgres']);
  });
});

describe('StartedProcessLedger', () => {
  it('writes its entries with the owner PID and removes only a file it wrote', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-ledger-'));
    const file = path.join(dir, 'pids.json');
    try {
      fs.writeFileSync(file, '{"owner":1,"processes":[]}');
      new StartedProcessLedger(file).clear();
      expect(fs.existsSync(file)).toBe(true);

      const ledger = new StartedProcessLedger(file);
      ledger.add({ name: 'api', pid: 12, marker: 'main.js', signal: 'SIGTERM' });
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
        owner: process.pid,
        processes: [{ name: 'api', pid: 12, marker: 'main.js', signal: 'SIGTERM' }],
      });
      ledger.add({ name: 'worker', pid: 13, marker: 'worker.js', signal: 'SIGTERM' });
      ledger.replacePid('api', 42); // restarted
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).processes.map((p: StartedProcess) => p.pid)).toEqual([
        42, 13,
      ]);
      // Each write is a whole new file renamed over the old one: nothing half-written is left beside it.
      expect(fs.readdirSync(dir)).toEqual(['pids.json']);
      ledger.clear();
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
