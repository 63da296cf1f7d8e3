import { type ReactNode, useId } from 'react';
import './auth.css';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
}

/** The frame of every account screen: a centred card with a heading. */
export function AuthCard({ title, subtitle, children, footer, icon }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className="auth-page page-container">
      <section className="auth-card" aria-labelledby={titleId}>
        {icon && (
          <span className="auth-card__icon" aria-hidden>
            {icon}
          </span>
        )}
        <h1 className="auth-card__title" id={titleId}>
          {title}
        </h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </section>
    </div>
  );
}
