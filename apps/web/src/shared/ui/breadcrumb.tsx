import type { ReactNode } from 'react';
import './breadcrumb.css';

export interface BreadcrumbProps {
  /** From the shop's home to the page itself (mark the last with aria-current="page"). */
  items: readonly { title: ReactNode }[];
  'aria-label'?: string;
  className?: string;
}

/**
 * Where the page sits: a navigation landmark with an ordered list, the separators hidden from screen readers.
 * Our own rather than antd's Breadcrumb, which brings antd's dropdown menus into the page's first load.
 */
export function Breadcrumb({ items, className, 'aria-label': label = 'Breadcrumb' }: BreadcrumbProps) {
  return (
    <nav className={['kp-breadcrumb', className].filter(Boolean).join(' ')} aria-label={label}>
      <ol className="kp-breadcrumb__list">
        {items.map((item, index) => (
          <li key={index} className="kp-breadcrumb__item">
            {index > 0 && (
              <span className="kp-breadcrumb__separator" aria-hidden="true">
                /
              </span>
            )}
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
