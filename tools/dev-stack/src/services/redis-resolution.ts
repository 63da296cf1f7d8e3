/** What we know about the machine when deciding where Redis comes from. */
export interface RedisFacts {
  /** `REDIS_URL` from the environment, if set. */
  redisUrl?: string;
  /** Path of `redis-server` on the PATH, if any. */
  redisServerPath?: string;
  isRoot: boolean;
  /** `apt-get` exists (Debian/Ubuntu). */
  hasApt: boolean;
}

/** Where Redis comes from: an external URL, a binary we run, an apt install first, or nowhere. */
export type RedisDecision =
  | { kind: 'env'; url: string }
  | { kind: 'path'; binary: string }
  | { kind: 'install' }
  | { kind: 'unavailable'; message: string };

/** Exact instructions shown when Redis can be neither found nor installed. */
export function redisInstallHelp(hasApt: boolean): string {
  return [
    'Redis is required, but REDIS_URL is not set and no `redis-server` was found on the PATH.',
    'Install Redis and run again:',
    `  Debian/Ubuntu: sudo apt-get install redis-server${hasApt ? '   (or run this command as root to have it installed for you)' : ''}`,
    '  macOS:         brew install redis',
    'or point REDIS_URL at a running Redis, e.g. REDIS_URL=redis://127.0.0.1:6379',
  ].join('\n');
}

/** Resolution order: REDIS_URL, then `redis-server` on the PATH, then apt install (root + apt), else help text. */
export function decideRedisSource(facts: RedisFacts): RedisDecision {
  const url = facts.redisUrl?.trim();
  if (url) return { kind: 'env', url };
  if (facts.redisServerPath) return { kind: 'path', binary: facts.redisServerPath };
  if (facts.isRoot && facts.hasApt) return { kind: 'install' };
  return { kind: 'unavailable', message: redisInstallHelp(facts.hasApt) };
}
