import { ApiError } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/storage';
import type { SessionStore } from './session-store';
import { tokenExpiresAtMs } from './token';

export interface SessionKeeperOptions {
  store: SessionStore;
  /** Refreshes and stores the session; rejects with an ApiError when the server refuses. */
  refresh: () => Promise<unknown>;
  /** The server refused to refresh: the session is over. */
  onExpired: () => void;
  now?: () => number;
  /** Refresh this long before the access token expires. */
  leadMs?: number;
  /** Input within this window counts as "the tab is being used" even when the document is hidden. */
  activityWindowMs?: number;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Keeps the session alive while the tab is used: refreshes shortly before the access token expires, but
 * only while the document is visible or there was recent input. An idle hidden tab lets the token lapse
 * and refreshes as soon as it is used again. Also follows logins, logouts and refreshes of other tabs.
 * Returns a function that stops it.
 */
export function keepSessionAlive({
  store,
  refresh,
  onExpired,
  now = Date.now,
  leadMs = 60_000,
  activityWindowMs = 5 * 60_000,
}: SessionKeeperOptions): () => void {
  let timer: number | undefined;
  let due = false;
  let lastActivity = now();
  let scheduledFor: string | null = null;

  const inUse = () => document.visibilityState === 'visible' || now() - lastActivity < activityWindowMs;

  const refreshNow = () => {
    due = false;
    refresh().catch((error: unknown) => {
      if (error instanceof ApiError) onExpired();
      // No answer (offline): try again on the next sign of use.
      else due = true;
    });
  };

  const schedule = () => {
    const { token } = store.getState();
    if (token === scheduledFor) return;
    scheduledFor = token;
    window.clearTimeout(timer);
    due = false;
    const expiresAt = token ? tokenExpiresAtMs(token) : null;
    if (expiresAt === null) return;
    timer = window.setTimeout(
      () => {
        due = true;
        if (inUse()) refreshNow();
      },
      Math.max(0, expiresAt - leadMs - now()),
    );
  };

  const onActivity = () => {
    lastActivity = now();
    if (due) refreshNow();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible' && due) refreshNow();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
      store.syncFromStorage();
    }
  };

  const unsubscribe = store.subscribe(schedule);
  schedule();
  ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    window.clearTimeout(timer);
    ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('storage', onStorage);
  };
}
