import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log';
import { findFreePort } from '../ports';
import { withPgClient } from './pg-driver';
import { startEmbeddedPostgres } from './postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

describe('startEmbeddedPostgres (real server)', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-pg-it-'));
  fs.chmodSync(base, 0o755); // the postgres OS user (when we are root) must traverse it
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('starts, answers select 1 on the new database, stops and leaves no process', async () => {
    const port = await findFreePort();
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(base, 'postgres'),
      port,
      persistent: false,
      log: silentLogger,
    });
    try {
      expect(pg.url).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/kukur_pasal`);
      const rows = await withPgClient(
        { host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'kukur_pasal' },
        async (client) => (await client.query('select 1 as one')).rows,
      );
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await pg.stop();
    }
    expect(isAlive(pg.pid)).toBe(false);
    expect(fs.existsSync(pg.dataDir)).toBe(false);
  }, 60_000);
});
