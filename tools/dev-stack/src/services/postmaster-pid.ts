import fs from 'node:fs';
import path from 'node:path';

/** What to do with a `postmaster.pid` found in a data directory. */
export type PostmasterPidVerdict = { stale: true; pid?: number } | { stale: false; pid: number };

/** The PID on the first line of a `postmaster.pid` file, or undefined when unreadable. */
export function parsePostmasterPid(content: string): number | undefined {
  const first = content.split('\n', 1)[0]?.trim() ?? '';
  if (!/^\d+$/.test(first)) return undefined;
  const pid = Number.parseInt(first, 10);
  return pid > 0 ? pid : undefined;
}

/** A `postmaster.pid` is stale when its PID is unreadable or no PostgreSQL process with that PID is alive. */
export function judgePostmasterPid(
  content: string,
  isPostgresAlive: (pid: number) => boolean,
): PostmasterPidVerdict {
  const pid = parsePostmasterPid(content);
  if (pid === undefined) return { stale: true };
  return isPostgresAlive(pid) ? { stale: false, pid } : { stale: true, pid };
}

/** True when a process with `pid` exists and (where /proc tells us) is a postgres process. */
export function isPostgresProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/**
 * Removes `<dataDir>/postmaster.pid` when a previous, killed run left it behind; throws when a live
 * PostgreSQL still owns the directory. Returns true when a stale file was removed.
 */
export function clearStalePostmasterPid(
  dataDir: string,
  isAlive: (pid: number) => boolean = isPostgresProcessAlive,
): boolean {
  const file = path.join(dataDir, 'postmaster.pid');
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const verdict = judgePostmasterPid(content, isAlive);
  if (!verdict.stale) {
    throw new Error(
      `PostgreSQL (pid ${verdict.pid}) is already running on ${dataDir}. ` +
        `Stop it first (kill -INT ${verdict.pid}) or use another DATA_DIR.`,
    );
  }
  fs.rmSync(file, { force: true });
  return true;
}
