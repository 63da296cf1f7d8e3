import type { ReactNode } from 'react';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface DetailRow {
  term: string;
  value: string | null | undefined;
  /** Makes the value a link (a phone number to call). */
  href?: string;
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
  const { notSpecified } = useVaccinationTexts().messages;
  // The value, or 'Not specified' when there is none (the spec's wording for missing values).
  const orNotSpecified = (value: string | null | undefined) => (value?.trim() ? value : notSpecified);
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
