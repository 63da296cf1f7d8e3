import { VACCINATION_MESSAGES } from '@kukur/contracts';
import type { ReactNode } from 'react';

export interface DetailRow {
  term: string;
  value: string | null | undefined;
  /** Makes the value a link (a phone number to call). */
  href?: string;
}

/** The value, or 'Not specified' when there is none (the spec's wording for missing values). */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value : VACCINATION_MESSAGES.notSpecified;
}

export interface DetailsCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  rows: DetailRow[];
  children?: ReactNode;
}

/** One titled group of the booking's details as a term/value list. */
export function DetailsCard({ id, title, icon, rows, children }: DetailsCardProps) {
  const titleId = `confirm-${id}-title`;
  return (
    <section className="confirm-card" aria-labelledby={titleId}>
      <h2 className="confirm-card__title" id={titleId}>
        {icon} {title}
      </h2>
      <dl className="confirm-details">
        {rows.map(({ term, value, href }) => (
          <div key={term} className="confirm-details__row">
            <dt>{term}</dt>
            <dd>{href && value?.trim() ? <a href={href}>{value}</a> : orNotSpecified(value)}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
