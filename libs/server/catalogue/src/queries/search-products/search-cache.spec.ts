import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache';

describe('SearchCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers repeated keys from memory while fresh, and loads again after clear()', async () => {
    const cache = new SearchCache({ CATALOGUE_CACHE_TTL_MS: 1000 });
    const load = vi.fn(async () => 'v1');
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves an expired answer once more while it refreshes it in the background', async () => {
    const cache = new SearchCache({ CATALOGUE_CACHE_TTL_MS: 1000 });
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    expect(await cache.get('a', load)).toBe('v1');
    version = 2;
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe('v1');
    await vi.waitFor(async () => expect(await cache.get('a', load)).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads anew once an answer is too old even to serve stale', async () => {
    const cache = new SearchCache({ CATALOGUE_CACHE_TTL_MS: 1000 });
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    await cache.get('a', load);
    version = 2;
    vi.advanceTimersByTime(5001);
    expect(await cache.get('a', load)).toBe('v2');
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    const cache = new SearchCache({ CATALOGUE_CACHE_TTL_MS: 1000 });
    const load = vi.fn(() => Promise.reject(new Error('database down')));
    await Promise.all([cache.get('b', load), cache.get('b', load)].map((p) => p.catch(() => undefined)));
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('b', load).catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is off with a time of 0', async () => {
    const cache = new SearchCache({ CATALOGUE_CACHE_TTL_MS: 0 });
    const load = vi.fn(async () => 1);
    await cache.get('c', load);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
