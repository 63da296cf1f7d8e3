import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LedgerFile } from './leftovers';
import { findFreePort } from './ports';
import { findRepoRoot } from './repo-root';

// `npm start` as a process manager runs it (systemd, a container, `kill PID`): SIGTERM to npm's own PID, not
// Ctrl-C's signal to the whole terminal group. The built apps are needed (`npm test` builds first); the build
// step (prestart) is skipped here with --ignore-scripts, which still runs `start` itself.
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  for (const until = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('npm start stopped by SIGTERM to its PID', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-npm-start-'));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user (when we are root) must traverse it
  const started: number[] = [];
  afterAll(() => {
    for (const pid of started.filter(isAlive)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the supervisor and every service it started, as Ctrl-C does', async () => {
    const ports = {
      PORT: await findFreePort(),
      MAILDEV_SMTP_PORT: await findFreePort(),
      MAILDEV_WEB_PORT: await findFreePort(),
      EMBEDDED_POSTGRES_PORT: await findFreePort(),
      KHALTI_SANDBOX_PORT: await findFreePort(),
    };
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    for (const [name, port] of Object.entries(ports)) env[name] = String(port);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'KHALTI_BASE_URL', 'SMTP_URL']) delete env[name];
    const output: string[] = [];
    const npm = spawn('npm', ['start', '--ignore-scripts'], {
      cwd: findRepoRoot(__dirname),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk: Buffer) => void output.push(chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => void output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    started.push(npm.pid!);

    const ledgerFile = path.join(dataDir, 'dev-stack.pids.json');
    const healthy = async () =>
      (await fetch(`http://127.0.0.1:${ports.PORT}/api/health`).catch(() => undefined))?.status === 200;
    await waitUntil('the stack to answer /api/health', healthy, 150_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join('')}`);
    });
    // The supervisor records the API and the worker once each has started, a moment after /api/health answers.
    const readLedger = () => JSON.parse(fs.readFileSync(ledgerFile, 'utf8')) as LedgerFile;
    await waitUntil(
      'the worker in the ledger',
      () => readLedger().processes.some((p) => p.name === 'worker'),
      60_000,
    );
    const ledger = readLedger();
    const services = ledger.processes.map(({ name, pid }) => ({ name, pid }));
    started.push(ledger.owner, ...services.map(({ pid }) => pid));
    expect(services.map(({ name }) => name)).toEqual(expect.arrayContaining(['postgres', 'api', 'worker']));
    expect([npm.pid!, ledger.owner, ...services.map(({ pid }) => pid)].every(isAlive)).toBe(true);

    process.kill(npm.pid!, 'SIGTERM');

    await waitUntil('npm to exit', async () => !isAlive(npm.pid!), 60_000);
    await exited;
    const left = [{ name: 'supervisor', pid: ledger.owner }, ...services].filter(({ pid }) => isAlive(pid));
    expect(left).toEqual([]);
    expect(output.join('')).toContain('Stopped.');
  }, 240_000);
});
