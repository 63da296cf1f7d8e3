import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where data directories go when PostgreSQL's OS user cannot reach the requested one. */
export const FALLBACK_DATA_ROOT = '/var/lib/kukur-pasal';

/** The decision `chooseDataDir` makes. */
export interface DataDirChoice {
  /** Directory PostgreSQL will use. */
  dataDir: string;
  /** True when `dataDir` is the fallback rather than the requested path. */
  relocated: boolean;
}

/** Short, stable hash of a path, used to name its fallback directory. */
export function shortPathHash(p: string): string {
  return createHash('sha256').update(path.resolve(p)).digest('hex').slice(0, 12);
}

/**
 * Keeps `requested` when the postgres user can reach it, else picks
 * `<fallbackRoot>/<short hash of requested>/<basename>` (stable across runs).
 */
export function chooseDataDir(
  requested: string,
  canReach: (dir: string) => boolean,
  fallbackRoot: string = FALLBACK_DATA_ROOT,
): DataDirChoice {
  const resolved = path.resolve(requested);
  if (canReach(resolved)) return { dataDir: resolved, relocated: false };
  return {
    dataDir: path.join(fallbackRoot, shortPathHash(resolved), path.basename(resolved)),
    relocated: true,
  };
}

/** Numeric identity of an OS user: uid plus every group it belongs to. */
export interface OsUser {
  uid: number;
  gids: number[];
}

/** Ownership and mode bits of one directory. */
export interface DirStat {
  uid: number;
  gid: number;
  mode: number;
}

/** True when `user` may traverse (search, `x` bit) a directory with the given stat. */
export function canTraverse(dir: DirStat, user: OsUser): boolean {
  if (user.uid === 0) return true;
  if (dir.uid === user.uid) return (dir.mode & 0o100) !== 0;
  if (user.gids.includes(dir.gid)) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** Every ancestor of `dir`, from `/` down to its parent. */
export function ancestorsOf(dir: string): string[] {
  const result: string[] = [];
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    result.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) return result;
    current = parent;
  }
}

/**
 * True when `user` can traverse every existing ancestor of `dir`. Missing ancestors are created
 * later with mode 0755 and the data directory itself is chown-ed to the user, so they do not count.
 */
export function userCanReach(
  dir: string,
  user: OsUser,
  stat: (p: string) => DirStat | undefined = statOrUndefined,
): boolean {
  return ancestorsOf(dir).every((ancestor) => {
    const s = stat(ancestor);
    return s === undefined || canTraverse(s, user);
  });
}

function statOrUndefined(p: string): DirStat | undefined {
  try {
    const s = fs.statSync(p);
    return { uid: s.uid, gid: s.gid, mode: s.mode };
  } catch {
    return undefined;
  }
}
