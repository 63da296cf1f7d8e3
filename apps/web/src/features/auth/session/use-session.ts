import { useSyncExternalStore } from 'react';
import { ANONYMOUS_SESSION, type SessionState, sessionStore } from './session-store';

/**
 * The session. A server-rendered page is an anonymous visitor's: hydration renders that first (so the markup
 * matches) and React re-renders at once with the stored session.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, () => ANONYMOUS_SESSION);
}
