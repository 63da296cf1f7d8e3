import { apiClient, refreshOnUnauthorized } from '@/shared/api';
import { refreshAccessToken, refreshSession } from './refresh';
import { keepSessionAlive } from './session-keeper';
import { sessionStore } from './session-store';

export interface InstallSessionOptions {
  /** Called after the session ended because the server refused to refresh it (already logged out). */
  onSessionExpired: () => void;
}

/**
 * Connects the session to the API client (a 401 is retried once after a refresh) and keeps it alive
 * while the tab is used. Returns a function that undoes both.
 */
export function installSession({ onSessionExpired }: InstallSessionOptions): () => void {
  const expire = () => {
    sessionStore.logOut();
    onSessionExpired();
  };
  const middleware = refreshOnUnauthorized({ refresh: refreshAccessToken, onRefreshFailed: expire });
  apiClient.use(middleware);
  const stopKeeper = keepSessionAlive({ store: sessionStore, refresh: refreshSession, onExpired: expire });
  return () => {
    apiClient.eject(middleware);
    stopKeeper();
  };
}
