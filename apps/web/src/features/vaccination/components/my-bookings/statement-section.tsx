import type { ReactNode } from 'react';

export interface StatementFact {
  label: string;
  value: ReactNode;
}

export interface StatementSectionProps {
  /** Unique on the page: the heading's id. */
  id: string;
  title: string;
  facts?: readonly StatementFact[];
  children?: ReactNode;
}

/** One titled part of the booking statement: its facts as a description list, then anything else. */
export function StatementSection({ id, title, facts = [], children }: StatementSectionProps) {
  const headingId = `statement-${id}`;
  return (
    <section className="statement-section" aria-labelledby={headingId}>
      <h2 className="statement-section__title" id={headingId}>
        {title}
      </h2>
      {facts.length > 0 && (
        <dl className="statement-section__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="statement-section__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
