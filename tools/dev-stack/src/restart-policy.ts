/** Settings of `RestartPolicy`. */
export interface RestartPolicyOptions {
  /** Wait before the first restart. Default 500 ms. */
  initialDelayMs?: number;
  /** Longest wait between restarts (the delay doubles up to this). Default 30 s. */
  maxDelayMs?: number;
  /** A run at least this long counts as healthy and resets the back-off. Default 60 s. */
  resetAfterMs?: number;
  /** This many crashes within `crashWindowMs` is a crash loop: give up. Default 5. */
  maxCrashes?: number;
  /** Default 2 minutes. */
  crashWindowMs?: number;
}

/** What to do after a crash. */
export type RestartDecision =
  | { action: 'restart'; delayMs: number; attempt: number }
  | { action: 'give-up'; crashes: number; windowMs: number };

export const DEFAULT_RESTART_POLICY: Required<RestartPolicyOptions> = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  resetAfterMs: 60_000,
  maxCrashes: 5,
  crashWindowMs: 120_000,
};

/**
 * Back-off and crash-loop rules for one supervised service. Pure: the caller passes the time, so
 * tests need no real clock.
 */
export class RestartPolicy {
  readonly settings: Required<RestartPolicyOptions>;
  private startedAt: number | undefined;
  private attempt = 0;
  private crashes: number[] = [];

  constructor(options: RestartPolicyOptions = {}) {
    this.settings = { ...DEFAULT_RESTART_POLICY, ...options };
  }

  /** The service (re)started at `now`. */
  started(now: number): void {
    this.startedAt = now;
  }

  /** The service crashed (or failed to start) at `now`: restart after a delay, or give up. */
  crashed(now: number): RestartDecision {
    const { initialDelayMs, maxDelayMs, resetAfterMs, maxCrashes, crashWindowMs } = this.settings;
    if (this.startedAt !== undefined && now - this.startedAt >= resetAfterMs) this.attempt = 0;
    this.startedAt = undefined;
    this.crashes = [...this.crashes.filter((at) => now - at < crashWindowMs), now];
    if (this.crashes.length >= maxCrashes)
      return { action: 'give-up', crashes: this.crashes.length, windowMs: crashWindowMs };
    this.attempt += 1;
    const delayMs = Math.min(initialDelayMs * 2 ** (this.attempt - 1), maxDelayMs);
    return { action: 'restart', delayMs, attempt: this.attempt };
  }
}

/** "0.5 s", "1 s", "30 s", "2 min". */
export function formatDelay(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Number((ms / 1000).toFixed(1))} s`;
}
