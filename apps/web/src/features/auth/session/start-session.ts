import { refreshSession } from './refresh';
import { type SessionStore, sessionStore } from './session-store';

/**
 * Restores the stored session at start-up. When its access token has expired, one refresh decides:
 * a new token keeps the user logged in, anything else logs out.
 */
export async function startSession(
  store: SessionStore = sessionStore,
  refresh: () => Promise<unknown> = refreshSession,
): Promise<void> {
  if (store.init() !== 'refresh-needed') return;
  try {
    await refresh();
  } catch {
    store.logOut();
  }
}
