/** A key's count in the shared store's current window, after an addition, and the ms that window has left. */
export interface WindowCount {
  count: number;
  msLeft: number;
}

/** Adds to several keys' counts in the shared store at once; rejects when the store cannot be reached. */
export type AddToWindows = (additions: ReadonlyMap<string, number>) => Promise<Map<string, WindowCount>>;

export interface SharedWindowCounterOptions {
  /** Uses of one key a window allows. */
  limit: number;
  windowMs: number;
  /** How long counts gather in memory before they go to the store in one message. */
  sendEveryMs: number;
  addToWindows: AddToWindows;
  /** Whether the store can take counts now; when not, they wait in memory (the limit still holds here). */
  storeReady: () => boolean;
  now?: () => number;
}

interface KeyCount {
  /** The store's count at its last answer (this process's sent uses included), or this process's alone. */
  known: number;
  /** Sent, not yet answered. */
  sending: number;
  /** Counted here, not yet sent. */
  pending: number;
  windowEnds: number;
}

/** Uses of one key in a message to the store. */
interface Sent {
  key: string;
  count: KeyCount;
  added: number;
}

/**
 * A fixed-window limit per key shared by every process through a store (Redis), without a round trip per use:
 * a use is decided from what this process knows (the store's last count plus its own uses since), and the
 * uses gathered over `sendEveryMs` go to the store in one message whose answer brings the other processes'
 * uses in. This process never lets a key past the limit; all processes together may let one key exceed it by
 * what the others counted in the last moments, which an abuse limit can afford and a round trip per request
 * (a tenth of a public read's time, and the store's) cannot.
 */
export class SharedWindowCounter {
  private readonly counts = new Map<string, KeyCount>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SharedWindowCounterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one use of `key`: null when allowed, else the ms until its window ends (the use is not counted). */
  consume(key: string): number | null {
    const now = this.now();
    let count = this.counts.get(key);
    if (!count || count.windowEnds <= now) {
      count = { known: 0, sending: 0, pending: 0, windowEnds: now + this.options.windowMs };
      this.counts.set(key, count);
    }
    if (count.known + count.sending + count.pending >= this.options.limit) return count.windowEnds - now;
    count.pending += 1;
    this.sendLater();
    return null;
  }

  private sendLater(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.send(), this.options.sendEveryMs);
    this.timer.unref?.();
  }

  /** Sends what is pending now (tests); resolves once the store has answered. */
  async flush(): Promise<void> {
    await this.sending;
    this.cancelTimer();
    await this.send();
    this.cancelTimer();
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(): Promise<void> {
    this.timer = null;
    const now = this.now();
    if (!this.options.storeReady()) {
      // Kept as pending (still counted here) until the store can take them.
      if ([...this.counts.values()].some((count) => count.pending > 0)) this.sendLater();
      return;
    }
    const sent: Sent[] = [];
    for (const [key, count] of this.counts) {
      if (count.windowEnds <= now) {
        // A past window's uses no longer limit anyone.
        if (count.sending === 0) this.counts.delete(key);
      } else if (count.pending > 0) {
        sent.push({ key, count, added: count.pending });
        count.sending += count.pending;
        count.pending = 0;
      }
    }
    if (sent.length === 0) return;
    this.sending = this.options
      .addToWindows(new Map(sent.map(({ key, added }) => [key, added])))
      .then((windows) => this.settle(sent, windows))
      .catch(() => this.putBack(sent));
    await this.sending;
  }

  private settle(sent: Sent[], windows: Map<string, WindowCount>): void {
    const now = this.now();
    for (const { key, count, added } of sent) {
      count.sending -= added;
      const window = windows.get(key);
      if (window) {
        // The store's count holds this addition and every process's earlier ones; pending ones come on top.
        count.known = window.count;
        count.windowEnds = now + window.msLeft;
      } else {
        count.pending += added;
      }
    }
  }

  /** The store did not take them: they go again with the next message. */
  private putBack(sent: Sent[]): void {
    for (const { count, added } of sent) {
      count.sending -= added;
      count.pending += added;
    }
    this.sendLater();
  }
}
