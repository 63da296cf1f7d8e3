/**
 * Rendered pages kept for a short while (the catalogue's own cache time): a burst of visits to one page
 * renders it once. Pages are an anonymous visitor's, so sharing them shares no one's data. At most `maxPages`
 * are kept; the oldest goes first.
 */
export class PageRenderCache<T> {
  private readonly pages = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxPages = 100,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.pages.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.pages.size > this.maxPages) this.pages.delete(this.pages.keys().next().value!);
  }
}
