import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  canTraverse,
  chooseDataDir,
  shortPathHash,
  userCanReach,
  type DirStat,
} from './postgres-data-dir';

const postgres = { uid: 101, gids: [104, 103] };

describe('chooseDataDir', () => {
  it('keeps the requested folder when the postgres user can reach it', () => {
    expect(chooseDataDir('/work/main/.data/postgres', () => true)).toEqual({
      dataDir: '/work/main/.data/postgres',
      relocated: false,
    });
  });

  it('falls back to <root>/<short hash>/<basename> when it cannot', () => {
    const choice = chooseDataDir('/root/kukur-pasal/.data/postgres', () => false, '/var/lib/kukur-pasal');
    expect(choice.relocated).toBe(true);
    expect(choice.dataDir).toBe(
      `/var/lib/kukur-pasal/${shortPathHash('/root/kukur-pasal/.data/postgres')}/postgres`,
    );
  });

  it('uses a short hash that is stable per path and differs between paths', () => {
    expect(shortPathHash('/root/a/.data/postgres')).toMatch(/^[0-9a-f]{12}$/);
    expect(shortPathHash('/root/a/.data/postgres')).toBe(shortPathHash('/root/a/.data/postgres'));
    expect(shortPathHash('/root/a/.data/postgres')).not.toBe(shortPathHash('/root/b/.data/postgres'));
  });

  it('passes the resolved path to the predicate', () => {
    const seen: string[] = [];
    chooseDataDir('/srv/x/../y/pg', (dir) => (seen.push(dir), true));
    expect(seen).toEqual(['/srv/y/pg']);
  });
});

describe('canTraverse', () => {
  it('follows owner, group and other x bits', () => {
    expect(canTraverse({ uid: 0, gid: 0, mode: 0o40700 }, postgres)).toBe(false); // /root
    expect(canTraverse({ uid: 0, gid: 0, mode: 0o40755 }, postgres)).toBe(true);
    expect(canTraverse({ uid: 0, gid: 0, mode: 0o40711 }, postgres)).toBe(true);
    expect(canTraverse({ uid: 101, gid: 0, mode: 0o40700 }, postgres)).toBe(true);
    expect(canTraverse({ uid: 0, gid: 103, mode: 0o40750 }, postgres)).toBe(true); // supplementary group
    expect(canTraverse({ uid: 0, gid: 103, mode: 0o40705 }, postgres)).toBe(false); // group bits win over other
  });
});

describe('userCanReach', () => {
  const tree: Record<string, DirStat> = {
    '/': { uid: 0, gid: 0, mode: 0o40755 },
    '/root': { uid: 0, gid: 0, mode: 0o40700 },
    '/root/repo': { uid: 0, gid: 0, mode: 0o40755 },
    '/work': { uid: 0, gid: 0, mode: 0o40755 },
    '/work/main': { uid: 0, gid: 0, mode: 0o40755 },
  };
  const stat = (p: string): DirStat | undefined => tree[p];

  it('is false under a mode-700 home directory', () => {
    expect(userCanReach('/root/repo/.data/postgres', postgres, stat)).toBe(false);
  });

  it('is true when every existing ancestor is traversable (missing ones are created 0755)', () => {
    expect(userCanReach('/work/main/.data/postgres', postgres, stat)).toBe(true);
  });

  it('lists ancestors from / down to the parent', () => {
    expect(ancestorsOf('/a/b/c')).toEqual(['/', '/a', '/a/b']);
  });
});
