import { LRUCache } from 'lru-cache';

/**
 * Rendered pages kept for a short while (the catalogue's own cache time): a burst of visits to one page
 * renders it once. Pages are an anonymous visitor's, so sharing them shares no one's data. At most `maxPages`
 * are kept (lru-cache); the least recently used goes first.
 */
export class PageRenderCache<T extends object | string> {
  private readonly pages: LRUCache<string, T> | undefined;

  constructor(ttlMs: number, maxPages = 100, now: () => number = () => performance.now()) {
    this.pages =
      ttlMs > 0
        ? new LRUCache<string, T>({ max: maxPages, ttl: ttlMs, ttlResolution: 0, perf: { now } })
        : undefined;
  }

  get(key: string): T | undefined {
    return this.pages?.get(key);
  }

  set(key: string, value: T): void {
    this.pages?.set(key, value);
  }
}
