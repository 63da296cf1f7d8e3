import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { LRUCache } from 'lru-cache';

const MAX_ENTRIES = 1_000;
/** After its time is up an answer may still be served once more while a fresh one is being made. */
const STALE_FACTOR = 5;

interface Answer {
  value: unknown;
  freshUntil: number;
}

type Answers = LRUCache<string, Answer, () => Promise<unknown>>;

/**
 * A short-lived cache of search and list answers in this process (lru-cache). The same few pages (home,
 * categories, popular searches) are asked for again and again; a product change here clears it at once, and
 * other API instances see it after CATALOGUE_CACHE_TTL_MS (plus one refresh) at most. When an answer's time is
 * up it is refreshed in the background while callers still get it, so no request waits for the database just
 * because a popular page expired. Concurrent callers of one key share one load; a failed load is forgotten.
 * Stock and prices are checked again when an order is placed.
 */
@Injectable()
export class SearchCache {
  private answers: Answers;
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'CATALOGUE_CACHE_TTL_MS'>) {
    this.ttlMs = config.CATALOGUE_CACHE_TTL_MS;
    this.answers = this.newAnswers();
  }

  /** The cached answer for `key`, or the one `load` gives. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const answers = this.answers;
    // An answer past even its stale time is not served: that caller waits for the load.
    const answer = (await answers.fetch(key, { context: load, allowStale: answers.has(key) }))!;
    if (Date.now() >= answer.freshUntil) {
      // Served once more as it is; the next callers get the refreshed one (or this one while it loads).
      answers.fetch(key, { context: load, forceRefresh: true }).catch(() => undefined);
    }
    return answer.value as T;
  }

  /** Forgets every answer; loads still under way answer their callers but are not kept. */
  clear(): void {
    this.answers = this.newAnswers();
  }

  private newAnswers(): Answers {
    return new LRUCache<string, Answer, () => Promise<unknown>>({
      max: MAX_ENTRIES,
      ttl: Math.max(1, this.ttlMs * STALE_FACTOR),
      // Date.now, as the fresh time is counted.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      fetchMethod: async (_key, _stale, { context }) => ({
        value: await context(),
        freshUntil: Date.now() + this.ttlMs,
      }),
    });
  }
}
