import { ApiError, type AuthSession } from '@/shared/api';
import { singleFlight } from '@/shared/lib';
import { browserStorage, STORAGE_KEYS } from '@/shared/storage';
import { requestSessionRefresh } from '../api/refresh-session';
import { type SessionStore, sessionStore } from './session-store';
import { isTokenValid } from './token';

/** Tabs share one refresh cookie; this lock lets one tab at a time use it (a reused cookie ends the session). */
const REFRESH_LOCK = 'kukur-pasal:session-refresh';
/** A token another tab stored counts as fresh only if it still has this long to live. */
const ADOPT_MARGIN_MS = 30_000;

async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return (await locks.request(REFRESH_LOCK, run)) as T;
}

export interface SessionRefresherOptions {
  store: SessionStore;
  storage: Storage;
  request: () => Promise<AuthSession>;
  now?: () => number;
}

/**
 * Returns `refresh()`: one POST /api/auth/refresh at a time (callers share it), storing the new session.
 * If another tab refreshed while this one waited, its token is taken over instead of spending the cookie
 * again. Rejects with the ApiError when the server refuses (the session is over).
 */
export function createSessionRefresher({ store, storage, request, now = Date.now }: SessionRefresherOptions) {
  return singleFlight(async (): Promise<string> => {
    const tokenBefore = storage.getItem(STORAGE_KEYS.token);
    return withRefreshLock(async () => {
      const stored = storage.getItem(STORAGE_KEYS.token);
      if (stored && stored !== tokenBefore && isTokenValid(stored, now() + ADOPT_MARGIN_MS)) {
        store.syncFromStorage();
        return stored;
      }
      const { user, token } = await request();
      store.logIn(user, token);
      return token;
    });
  });
}

/** The app's refresher, on the app's session and API client. */
export const refreshSession = createSessionRefresher({
  store: sessionStore,
  storage: browserStorage(),
  request: () => requestSessionRefresh(),
});

/** For the API client's retry: the new token, or null when the server refused (session over). */
export async function refreshAccessToken(): Promise<string | null> {
  try {
    return await refreshSession();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
