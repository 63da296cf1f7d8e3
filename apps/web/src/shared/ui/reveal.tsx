import type { ReactNode } from 'react';
import { useInView } from '@/shared/hooks';

export interface RevealProps {
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}

/** A section that fades in once 100 px of it are inside the viewport (the spec's home animation margin). */
export function Reveal({ children, className, ...aria }: RevealProps) {
  const [ref, inView] = useInView<HTMLElement>('-100px');
  const classes = ['reveal', inView ? 'reveal--visible' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section ref={ref} className={classes} {...aria}>
      {children}
    </section>
  );
}
