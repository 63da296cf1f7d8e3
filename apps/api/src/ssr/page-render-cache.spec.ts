import { describe, expect, it } from 'vitest';
import { PageRenderCache } from './page-render-cache';

describe('PageRenderCache', () => {
  it('gives a page back until its time is up', () => {
    let now = 1_000;
    const cache = new PageRenderCache<string>(2_000, 10, () => now);
    cache.set('/products', 'page');
    now += 1_999;
    expect(cache.get('/products')).toBe('page');
    now += 2;
    expect(cache.get('/products')).toBeUndefined();
  });

  it('keeps nothing with a time of 0', () => {
    const cache = new PageRenderCache<string>(0);
    cache.set('/', 'page');
    expect(cache.get('/')).toBeUndefined();
  });

  it('lets the oldest page go beyond its size', () => {
    const cache = new PageRenderCache<string>(60_000, 2);
    cache.set('/a', 'a');
    cache.set('/b', 'b');
    cache.set('/c', 'c');
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')]).toEqual([undefined, 'b', 'c']);
  });
});
