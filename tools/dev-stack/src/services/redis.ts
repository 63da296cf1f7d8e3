import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describeExit, hasExited, terminateChild, waitForExit, type ChildExit } from '../child-exit';
import { killOnExit } from '../exit-guard';
import { toLogger, type LogOption } from '../log';
import { captureOutput } from '../output-capture';
import { findFreePort, isPortFree } from '../ports';
import { ensureRedisServerBinary } from './redis-install';
import { pingRedis } from './redis-ping';

/** Options of `resolveRedis`. */
export interface ResolveRedisOptions {
  /** Folder for the AOF files of a Redis we start (its output goes to `<dataDir>/../redis.log`). */
  dataDir: string;
  /** Port for a Redis we start; default a free one. */
  port?: number;
  log?: LogOption;
  /** Environment to read REDIS_URL from; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Called when our Redis dies on its own (not through `stop()`). */
  onUnexpectedExit?: (exit: ChildExit) => void;
  /** How long to wait for PONG. Default 20 s. */
  startTimeoutMs?: number;
}

/** A usable Redis. */
export interface ResolvedRedis {
  url: string;
  /** 'env': REDIS_URL; 'path': redis-server from the PATH; 'installed': installed with apt just now. */
  source: 'env' | 'path' | 'installed';
  /** PID of the redis-server we started (undefined for 'env'). */
  pid?: number;
  /** Port of the redis-server we started (undefined for 'env'). */
  port?: number;
  /** Resolves when the redis-server we started has exited (never for 'env'). */
  exited: Promise<ChildExit>;
  /** Stops the Redis we started (SIGTERM, SIGKILL after 10 s); a no-op for 'env'. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/** REDIS_URL if set; else runs `redis-server` (installing it with apt where possible) on 127.0.0.1. */
export async function resolveRedis(options: ResolveRedisOptions): Promise<ResolvedRedis> {
  const log = toLogger(options.log, 'redis');
  const envUrl = (options.env ?? process.env).REDIS_URL?.trim();
  if (envUrl)
    return { url: envUrl, source: 'env', exited: new Promise(() => undefined), stop: async () => undefined };

  const binary = await ensureRedisServerBinary({ log });
  const port = options.port ?? (await findFreePort(HOST));
  if (!(await isPortFree(port, HOST)))
    throw new Error(`Port ${port} is already in use, so Redis cannot listen on it.`);
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(path.dirname(dataDir), 'redis.log');

  const child = spawn(binary.path, redisServerArgs(port, dataDir), {
    cwd: dataDir,
    env: redisServerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: a terminal Ctrl-C reaches us, and we stop Redis in order
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${binary.path}`);
  const releaseGuard = killOnExit(pid, 'SIGTERM');
  let ready = false;
  let stopping = false;
  const output = captureOutput(child, logFile);
  const exited = waitForExit(child);
  void exited.then(async (exit) => {
    releaseGuard();
    await output.close();
    if (ready && !stopping) {
      log.error(`Redis exited unexpectedly (${describeExit(exit)}). Log: ${logFile}`);
      options.onUnexpectedExit?.(exit);
    }
  });
  const stop = async (): Promise<void> => {
    stopping = true;
    await terminateChild(child, [{ signal: 'SIGTERM', waitMs: 10_000 }]);
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000);
  while (!(await pingRedis(port, HOST))) {
    if (hasExited(child)) {
      const exit = await waitForExit(child);
      throw new Error(
        `redis-server exited during start-up (${describeExit(exit)}):\n${output.tail().join('\n')}\nLog: ${logFile}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer PING on ${HOST}:${port} in time. Log: ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ready = true;
  return { url: `redis://${HOST}:${port}`, source: binary.origin, pid, port, exited, stop };
}

/** Command line for our Redis: loopback only, AOF persistence in `dataDir`, no RDB snapshots, foreground. */
/**
 * Redis's environment: ours, less libfaketime (the test runs that move the clock years ahead, README "Tests and
 * the calendar"). Redis's allocator cannot start under it, and Redis needs no moved clock: the shop's keys
 * expire by relative TTLs and BullMQ's scripts get their times from the caller.
 */
export function redisServerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const preload = (env.LD_PRELOAD ?? '')
    .split(/[:\s]+/)
    .filter((library) => library && !/libfaketime/.test(library))
    .join(':');
  const { LD_PRELOAD: _dropped, ...rest } = env;
  return preload ? { ...rest, LD_PRELOAD: preload } : rest;
}

export function redisServerArgs(port: number, dataDir: string): string[] {
  return [
    '--port',
    String(port),
    '--bind',
    HOST,
    '--dir',
    dataDir,
    '--appendonly',
    'yes',
    '--save',
    '',
    '--protected-mode',
    'yes',
    '--daemonize',
    'no',
    '--logfile',
    '',
  ];
}
