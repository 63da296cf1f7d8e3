import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { captureOutput } from '../output-capture';
import { describeExit, waitForExit } from '../child-exit';

/** What `runInitdb` needs to create a cluster. */
export interface InitdbOptions {
  initdb: string;
  dataDir: string;
  superuser: string;
  password: string;
  logFile: string;
  /** uid/gid to run as (when we are root); omitted otherwise. */
  runAs?: { uid: number; gid: number };
}

/** initdb flags: UTF-8 with PostgreSQL 17's built-in C.UTF-8 collation, so no OS locale is needed. */
export function initdbArgs(dataDir: string, superuser: string, pwFile: string): string[] {
  return [
    `--pgdata=${dataDir}`,
    `--username=${superuser}`,
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
  ];
}

/** Creates a new cluster in `dataDir` (which must be missing or empty); output goes to the log file. */
export async function runInitdb(options: InitdbOptions): Promise<void> {
  const pwFile = `${options.dataDir}.pwfile`;
  fs.writeFileSync(pwFile, `${options.password}\n`, { mode: 0o600 });
  if (options.runAs) fs.chownSync(pwFile, options.runAs.uid, options.runAs.gid);
  try {
    const child = spawn(options.initdb, initdbArgs(options.dataDir, options.superuser, pwFile), {
      cwd: options.dataDir,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.runAs ?? {}),
    });
    const output = captureOutput(child, options.logFile);
    const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
    const result = await Promise.race([waitForExit(child), spawnError]);
    await output.close();
    if (result instanceof Error)
      throw new Error(`Could not run initdb (${options.initdb}): ${result.message}`);
    if (result.code !== 0) {
      throw new Error(
        `initdb failed (${describeExit(result)}) for ${options.dataDir}:\n${output.tail().join('\n')}\n` +
          `Full log: ${options.logFile}`,
      );
    }
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}
