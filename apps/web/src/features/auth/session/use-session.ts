import { useStoreAfterHydration } from '@/shared/hooks';
import { ANONYMOUS_SESSION, type SessionState, sessionStore } from './session-store';

const anonymous = () => ANONYMOUS_SESSION;

/**
 * The session. A server-rendered page is an anonymous visitor's: hydration renders that first (so the markup
 * matches) and the stored session follows once hydration has finished (see HydrationState).
 */
export function useSession(): SessionState {
  return useStoreAfterHydration(sessionStore.subscribe, sessionStore.getState, anonymous);
}
