import { execFileSync } from 'node:child_process';
import type { DevStackLogger } from '../log';
import type { OsUser } from './postgres-data-dir';

/** The OS account PostgreSQL runs as when we are root (PostgreSQL refuses to run as root). */
export const POSTGRES_OS_USER = 'postgres';

/** True when this process runs as root. */
export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** uid and groups of `name`, or undefined when no such user exists. */
export function lookupOsUser(name: string = POSTGRES_OS_USER): OsUser | undefined {
  try {
    const uid = Number.parseInt(
      execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      10,
    );
    const gids = execFileSync('id', ['-G', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(/\s+/)
      .map((g) => Number.parseInt(g, 10));
    return Number.isNaN(uid) ? undefined : { uid, gids };
  } catch {
    return undefined;
  }
}

/** Primary gid of an OS user (first entry of `id -G`). */
export function primaryGid(user: OsUser): number {
  return user.gids[0] ?? user.uid;
}

/** Returns the postgres OS user, creating a system account for it first when it is missing (root only). */
export function ensurePostgresOsUser(log: DevStackLogger): OsUser {
  const existing = lookupOsUser();
  if (existing) return existing;
  log.info(`Creating the '${POSTGRES_OS_USER}' system user so PostgreSQL does not run as root`);
  try {
    try {
      execFileSync('getent', ['group', POSTGRES_OS_USER], { stdio: 'ignore' });
    } catch {
      execFileSync('groupadd', ['--system', POSTGRES_OS_USER], { stdio: 'inherit' });
    }
    execFileSync(
      'useradd',
      ['--system', '--gid', POSTGRES_OS_USER, '--no-create-home', '--shell', '/bin/sh', POSTGRES_OS_USER],
      {
        stdio: 'inherit',
      },
    );
  } catch (error) {
    throw new Error(
      `Could not create the '${POSTGRES_OS_USER}' OS user (needed to run PostgreSQL as root): ${String(error)}`,
    );
  }
  const created = lookupOsUser();
  if (!created) throw new Error(`The '${POSTGRES_OS_USER}' OS user is still missing after useradd`);
  return created;
}
