import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStalePostmasterPid,
  isPostgresProcessAlive,
  judgePostmasterPid,
  parsePostmasterPid,
} from './postmaster-pid';

const sample = (pid: string): string =>
  `${pid}\n/data/postgres\n1763797000\n5433\n\n127.0.0.1\n  5433001  0\nready   \n`;

describe('postmaster.pid', () => {
  it('reads the PID from the first line', () => {
    expect(parsePostmasterPid(sample('4242'))).toBe(4242);
    expect(parsePostmasterPid('garbage')).toBeUndefined();
    expect(parsePostmasterPid('')).toBeUndefined();
  });

  it('is stale when the PID is not a live postgres', () => {
    expect(judgePostmasterPid(sample('4242'), () => false)).toEqual({ stale: true, pid: 4242 });
    expect(judgePostmasterPid('???', () => true)).toEqual({ stale: true });
  });

  it('is live when the PID is a running postgres', () => {
    expect(judgePostmasterPid(sample('4242'), (pid) => pid === 4242)).toEqual({ stale: false, pid: 4242 });
  });

  describe('clearStalePostmasterPid', () => {
    const dirs: string[] = [];
    const dataDir = (): string => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-pidfile-'));
      dirs.push(dir);
      return dir;
    };
    afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

    it('does nothing without a pid file', () => {
      expect(clearStalePostmasterPid(dataDir(), () => false)).toBe(false);
    });

    it('removes a stale pid file', () => {
      const dir = dataDir();
      fs.writeFileSync(path.join(dir, 'postmaster.pid'), sample('999999'));
      expect(clearStalePostmasterPid(dir, () => false)).toBe(true);
      expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    });

    it('refuses when a live postgres owns the folder', () => {
      const dir = dataDir();
      fs.writeFileSync(path.join(dir, 'postmaster.pid'), sample('4242'));
      expect(() => clearStalePostmasterPid(dir, () => true)).toThrow(/already running.*kill -INT 4242/s);
      expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
    });
  });
});

describe('isPostgresProcessAlive', () => {
  it('is false for a dead PID and for a live process that is not postgres', () => {
    expect(isPostgresProcessAlive(2 ** 22 + 12345)).toBe(false);
    if (fs.existsSync('/proc/self/comm')) expect(isPostgresProcessAlive(process.pid)).toBe(false);
  });
});
