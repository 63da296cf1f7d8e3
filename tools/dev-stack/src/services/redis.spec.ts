import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../log';
import { which } from '../which';
import { redisServerEnv, resolveRedis } from './redis';
import { pingRedis } from './redis-ping';

describe('resolveRedis', () => {
  it('uses REDIS_URL when set, and stop() leaves it alone', async () => {
    const redis = await resolveRedis({
      dataDir: '/nonexistent',
      env: { REDIS_URL: 'redis://cache.example:6379' },
      log: silentLogger,
    });
    expect(redis).toMatchObject({ url: 'redis://cache.example:6379', source: 'env' });
    expect(redis.pid).toBeUndefined();
    await expect(redis.stop()).resolves.toBeUndefined();
  });

  it.skipIf(!which('redis-server'))(
    'runs redis-server from the PATH on 127.0.0.1 and stops it',
    async () => {
      const base = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-redis-'));
      try {
        const redis = await resolveRedis({ dataDir: path.join(base, 'redis'), env: {}, log: silentLogger });
        expect(redis.source).toBe('path');
        const port = Number(new URL(redis.url).port);
        expect(redis.url).toBe(`redis://127.0.0.1:${port}`);
        expect(await pingRedis(port)).toBe(true);
        await redis.stop();
        expect(await pingRedis(port)).toBe(false);
        expect(fs.readFileSync(path.join(base, 'redis.log'), 'utf8')).toContain(
          'Ready to accept connections',
        );
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    },
    30_000,
  );
});

describe('redisServerEnv', () => {
  it('runs Redis without libfaketime (its allocator cannot start under it) and keeps every other preload', () => {
    const env = {
      PATH: '/usr/bin',
      LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1:/opt/libother.so',
      FAKETIME: '+365d',
    };
    expect(redisServerEnv(env)).toEqual({
      PATH: '/usr/bin',
      LD_PRELOAD: '/opt/libother.so',
      FAKETIME: '+365d',
    });
    expect(redisServerEnv({ PATH: '/usr/bin', LD_PRELOAD: '/usr/lib/faketime/libfaketimeMT.so.1' })).toEqual({
      PATH: '/usr/bin',
    });
  });
});
