import { useCallback, useEffect, useRef } from 'react';

/** Returns `schedule(fn, ms)`: runs fn after ms unless the component unmounts first; a new call replaces the last. */
export function useTimeout(): (run: () => void, ms: number) => void {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback((run: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, ms);
  }, []);
}
