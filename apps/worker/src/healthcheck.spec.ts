import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { redisServerEnv } from '@kukur/dev-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWorkerHealth } from './healthcheck';
import { startHeartbeat } from './heartbeat';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('worker health check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-worker-health-'));
  const heartbeatFile = path.join(dir, 'heartbeat');
  let redis: ChildProcess;
  let redisUrl: string;
  let deadUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      env: redisServerEnv(),
      stdio: 'ignore',
    });
    redisUrl = `redis://127.0.0.1:${port}`;
    deadUrl = `redis://127.0.0.1:${await freePort()}`;
    for (const until = Date.now() + 10_000; ;) {
      const up = await new Promise<boolean>((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .on('connect', function (this: net.Socket) {
            this.destroy();
            resolve(true);
          })
          .on('error', () => resolve(false)),
      );
      if (up) break;
      if (Date.now() > until) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(() => {
    redis?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the heartbeat touches its file at once and again every interval', async () => {
    const stop = startHeartbeat(heartbeatFile, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const first = fs.readFileSync(heartbeatFile, 'utf8');
      expect(Date.now() - Date.parse(first)).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(fs.readFileSync(heartbeatFile, 'utf8')).not.toBe(first);
    } finally {
      stop();
    }
  });

  it('is healthy with a fresh heartbeat and Redis answering PING', async () => {
    fs.writeFileSync(heartbeatFile, new Date().toISOString());
    expect(await checkWorkerHealth({ heartbeatFile, redisUrl })).toEqual([]);
  });

  it('is unhealthy with a stale heartbeat (a hung worker)', async () => {
    fs.writeFileSync(heartbeatFile, new Date().toISOString());
    const problems = await checkWorkerHealth({ heartbeatFile, redisUrl, now: Date.now() + 60_000 });
    expect(problems).toEqual(['heartbeat is 60 s old']);
  });

  it('is unhealthy without a heartbeat file or with Redis unreachable', async () => {
    const problems = await checkWorkerHealth({
      heartbeatFile: path.join(dir, 'missing'),
      redisUrl: deadUrl,
      timeoutMs: 1_000,
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(`no heartbeat file ${path.join(dir, 'missing')}`);
    expect(problems[1]).toMatch(/^Redis unreachable \(.*ECONNREFUSED/);
    expect(await checkWorkerHealth({ heartbeatFile: undefined, redisUrl: undefined })).toEqual([
      'WORKER_HEARTBEAT_FILE is not set',
      'REDIS_URL is not set',
    ]);
  });
});
