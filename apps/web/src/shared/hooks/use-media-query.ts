import { useCallback } from 'react';
import { useStoreAfterHydration } from './use-hydrated';

const noMatch = () => false;

/**
 * Whether the CSS media query matches now; follows it as the window changes. The server knows no screen: false
 * there and until hydration has finished (see HydrationState).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    [query],
  );
  return useStoreAfterHydration(subscribe, matches, noMatch);
}
