import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useMountedWhileHydrating } from './use-hydrated';

/**
 * Scrolls to the top on every path change (spec "Route table") and when the browser renders the first page
 * itself. A page the server rendered stays where it is when the app takes it over: the visitor may already
 * be reading further down, and a jump then moved the button under their finger (a tap began on "Toys" and
 * ended on a product card).
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  const scrolledFor = useRef<string | null>(useMountedWhileHydrating() ? pathname : null);

  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
