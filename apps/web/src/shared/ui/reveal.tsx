import type { ReactNode } from 'react';
import { useInView, useMountedWhileHydrating } from '@/shared/hooks';

export interface RevealProps {
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}

/**
 * A section that fades in once 100 px of it are inside the viewport (the spec's home animation margin), on a
 * page the app renders. A page the server rendered shows it at once: it paints before its code arrives (and
 * without any), when nothing would ever fade it in.
 */
export function Reveal({ children, className, ...aria }: RevealProps) {
  const shownAtOnce = useMountedWhileHydrating();
  const [ref, inView] = useInView<HTMLElement>('-100px', !shownAtOnce);
  const visible = shownAtOnce || inView;
  const classes = ['reveal', visible ? 'reveal--visible' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section ref={ref} className={classes} {...aria}>
      {children}
    </section>
  );
}
