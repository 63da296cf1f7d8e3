import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';

const MAX_ENTRIES = 1_000;
/** After its time is up an answer may still be served once more while a fresh one is being made. */
const STALE_FACTOR = 5;

interface Entry {
  value: Promise<unknown>;
  settled: boolean;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

/**
 * A short-lived cache of search and list answers in this process. The same few pages (home, categories,
 * popular searches) are asked for again and again; a product change here clears it at once, and other
 * API instances see it after CATALOGUE_CACHE_TTL_MS (plus one refresh) at most. When an answer's time is
 * up it is refreshed in the background while callers still get it, so no request waits for the database
 * just because a popular page expired. Stock and prices are checked again when an order is placed.
 */
@Injectable()
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'CATALOGUE_CACHE_TTL_MS'>) {
    this.ttlMs = config.CATALOGUE_CACHE_TTL_MS;
  }

  /** The cached answer for `key`, or the one `load` gives (concurrent callers share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.freshUntil) return entry.value as Promise<T>;
    if (entry?.settled && now < entry.staleUntil) {
      if (!entry.refreshing) this.refresh(key, entry, load);
      return entry.value as Promise<T>;
    }
    return this.store(key, load(), now).value as Promise<T>;
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, entry: Entry, load: () => Promise<unknown>): void {
    entry.refreshing = true;
    const next = load();
    next.then(
      () => {
        // A clear() meanwhile means the answer may be outdated already: keep it out.
        if (this.entries.get(key) === entry) this.store(key, next, Date.now());
      },
      () => {
        entry.refreshing = false;
      },
    );
  }

  private store(key: string, value: Promise<unknown>, now: number): Entry {
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) this.evict(now);
    const entry: Entry = {
      value,
      settled: false,
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.ttlMs * STALE_FACTOR,
      refreshing: false,
    };
    this.entries.set(key, entry);
    value.then(
      () => (entry.settled = true),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.staleUntil <= now) this.entries.delete(key);
    // Still full of live entries: drop the oldest (a Map keeps insertion order).
    while (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
