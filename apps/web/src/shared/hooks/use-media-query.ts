import { useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

const noMatch = () => false;

/**
 * Whether the CSS media query matches now; follows it as the window changes. The server knows no screen: false
 * there and until hydration has finished (see HydrationState).
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    hydrated ? () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches : noMatch,
    noMatch,
  );
}
