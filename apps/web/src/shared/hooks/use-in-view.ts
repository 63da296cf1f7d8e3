import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has entered the viewport (minus `rootMargin`); stays true afterwards. False on the
 * first render everywhere (also on the server), so a server-rendered page hydrates without a mismatch. Not
 * `enabled`, it watches nothing.
 */
export function useInView<T extends Element>(
  rootMargin = '-100px',
  enabled = true,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView || !enabled) return;
    // Without the API (an old browser, a test's DOM) the element simply shows, just after the first paint.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setInView(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin, enabled]);

  return [ref, inView];
}
