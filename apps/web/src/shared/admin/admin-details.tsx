import type { ReactNode } from 'react';
import './admin-details.css';

/** What a details list says for a value that is missing. */
const NONE = 'None';

/** A table row's expanded details: titled blocks, one column on phones and two on wide screens. */
export function AdminDetails({
  className,
  label,
  children,
}: {
  /** The feature's own class, for its own styles. */
  className: string;
  /** The name of the region, e.g. 'Details of order 1A2B3C4D'. */
  label: string;
  children: ReactNode;
}) {
  return (
    <section className={`admin-details ${className}`} aria-label={label}>
      {children}
    </section>
  );
}

/** One titled block of the details; a wide one takes the whole row on wide screens. */
export function DetailsBlock({
  id,
  title,
  wide,
  children,
}: {
  /** The heading's id, which names the block. */
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`admin-details__block${wide ? ' admin-details__block--wide' : ''}`}
      aria-labelledby={id}
    >
      <h3 className="admin-details__title" id={id}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One label and value of a details list; a missing value reads None. */
export function DetailsFact({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === false || children === '';
  return (
    <div className="admin-details__fact">
      <dt>{label}</dt>
      <dd>{missing ? NONE : children}</dd>
    </div>
  );
}
