import type { ReactNode } from 'react';

export interface InfoCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'brand' | 'teal' | 'gold';
}

/** An icon, a title, a short text and an optional action; used by the greeting and services sections. */
export function InfoCard({ icon, title, children, action, tone = 'brand' }: InfoCardProps) {
  return (
    <article className={`info-card info-card--${tone}`}>
      <span className="info-card__icon" aria-hidden>
        {icon}
      </span>
      <h3 className="info-card__title">{title}</h3>
      <div className="info-card__text">{children}</div>
      {action && <div className="info-card__action">{action}</div>}
    </article>
  );
}
