import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation that took away the focused element (a form's button, a card's link), focus is on the
 * page body and the next Tab starts from wherever that element was, often the footer. Then focus goes to the
 * page's `main` instead, so Tab continues into the new page's content. Focus that is still on an element
 * (a header link, the header search box, a heading the page focused itself) stays where it is.
 */
export function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
