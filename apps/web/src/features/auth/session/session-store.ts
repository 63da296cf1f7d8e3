import { readJson, STORAGE_KEYS } from '@/shared/storage';
import { isSessionUser, type SessionUser } from './session-user';
import { isTokenValid } from './token';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Set once the stored session has been looked at, whatever the outcome. */
  initialized: boolean;
}

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

    /** Restores user and token when both exist and parse; otherwise deletes both. */
    init(): void {
      const token = storage.getItem(STORAGE_KEYS.token);
      const user = readJson(storage, STORAGE_KEYS.user);
      if (token && isSessionUser(user)) {
        set({ user, token, initialized: true });
      } else {
        clearStorage();
        set(LOGGED_OUT);
      }
    },

    logIn(user: SessionUser, token: string): void {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      storage.setItem(STORAGE_KEYS.token, token);
      set({ user, token, initialized: true });
    },

    logOut,

    /** False without a token; false and logged out when the token is unreadable or expired. */
    checkToken(): boolean {
      if (!state.token) return false;
      if (isTokenValid(state.token, now())) return true;
      logOut();
      return false;
    },
  };
}

/** The app's one session, backed by the browser's local storage. */
export const sessionStore = createSessionStore(window.localStorage);
