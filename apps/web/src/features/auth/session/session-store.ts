import { browserStorage, readJson, STORAGE_KEYS } from '@/shared/storage';
import { isSessionUser, type SessionUser } from './session-user';
import { isTokenValid } from './token';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Set once the stored session has been looked at (and, if needed, refreshed), whatever the outcome. */
  initialized: boolean;
}

/**
 * What `init` found: a usable session, nothing (logged out), or a stored session whose access token has
 * expired or cannot be read, which the caller should try to refresh once before deciding.
 */
export type RestoreOutcome = 'restored' | 'logged-out' | 'refresh-needed';

export type SessionStore = ReturnType<typeof createSessionStore>;

const LOGGED_OUT: SessionState = { user: null, token: null, initialized: true };

/** The login session, kept in local storage under `user` and `token` (spec sections 4 and 5). */
export function createSessionStore(storage: Storage, now: () => number = Date.now) {
  let state: SessionState = { user: null, token: null, initialized: false };
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function clearStorage() {
    storage.removeItem(STORAGE_KEYS.user);
    storage.removeItem(STORAGE_KEYS.token);
  }

  function readStored(): { user: SessionUser; token: string } | null {
    const token = storage.getItem(STORAGE_KEYS.token);
    const user = readJson(storage, STORAGE_KEYS.user);
    return token && isSessionUser(user) ? { user, token } : null;
  }

  const logOut = () => {
    clearStorage();
    set(LOGGED_OUT);
  };

  return {
    getState: (): SessionState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Restores user and token when both exist and parse; otherwise deletes both. A stored session whose
     * token is no longer valid stays uninitialized, so nothing treats the user as logged in or out until
     * the caller's one refresh attempt has settled.
     */
    init(): RestoreOutcome {
      const stored = readStored();
      if (!stored) {
        logOut();
        return 'logged-out';
      }
      if (!isTokenValid(stored.token, now())) {
        set({ user: null, token: null, initialized: false });
        return 'refresh-needed';
      }
      set({ ...stored, initialized: true });
      return 'restored';
    },

    logIn(user: SessionUser, token: string): void {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      storage.setItem(STORAGE_KEYS.token, token);
      set({ user, token, initialized: true });
    },

    /** Replaces the stored user (e.g. after a profile update), keeping the token. */
    updateUser(user: SessionUser): void {
      if (!state.token) return;
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      set({ ...state, user });
    },

    logOut,

    /** Takes over what another tab wrote to storage (its login, logout or refreshed token). */
    syncFromStorage(): void {
      const stored = readStored();
      if (stored) {
        set({ ...stored, initialized: true });
      } else if (state.user) {
        set(LOGGED_OUT);
      }
    },

    /** False without a token; false and logged out when the token is unreadable or expired. */
    checkToken(): boolean {
      if (!state.token) return false;
      if (isTokenValid(state.token, now())) return true;
      logOut();
      return false;
    },
  };
}

/** What the server renders with, and so what the browser's first (hydrating) render shows: no one logged in. */
export const ANONYMOUS_SESSION: SessionState = LOGGED_OUT;

/** The app's one session, backed by the browser's local storage. */
export const sessionStore = createSessionStore(browserStorage());
