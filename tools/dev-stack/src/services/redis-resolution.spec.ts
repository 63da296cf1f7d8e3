import { describe, expect, it } from 'vitest';
import { decideRedisSource } from './redis-resolution';

describe('decideRedisSource', () => {
  const none = { isRoot: false, hasApt: false };

  it('prefers REDIS_URL over everything', () => {
    expect(
      decideRedisSource({
        redisUrl: 'redis://h:1',
        redisServerPath: '/usr/bin/redis-server',
        isRoot: true,
        hasApt: true,
      }),
    ).toEqual({
      kind: 'env',
      url: 'redis://h:1',
    });
  });

  it('ignores a blank REDIS_URL', () => {
    expect(decideRedisSource({ ...none, redisUrl: '  ', redisServerPath: '/x/redis-server' })).toEqual({
      kind: 'path',
      binary: '/x/redis-server',
    });
  });

  it('then uses redis-server from the PATH', () => {
    expect(
      decideRedisSource({ redisServerPath: '/usr/bin/redis-server', isRoot: true, hasApt: true }),
    ).toEqual({
      kind: 'path',
      binary: '/usr/bin/redis-server',
    });
  });

  it('then installs with apt when root on Debian/Ubuntu', () => {
    expect(decideRedisSource({ isRoot: true, hasApt: true })).toEqual({ kind: 'install' });
  });

  it.each([
    { isRoot: false, hasApt: true },
    { isRoot: true, hasApt: false },
    { isRoot: false, hasApt: false },
  ])('otherwise explains how to install Redis (%o)', (facts) => {
    const decision = decideRedisSource(facts);
    expect(decision.kind).toBe('unavailable');
    const message = decision.kind === 'unavailable' ? decision.message : '';
    expect(message).toContain('sudo apt-get install redis-server');
    expect(message).toContain('brew install redis');
    expect(message).toContain('REDIS_URL');
  });
});
