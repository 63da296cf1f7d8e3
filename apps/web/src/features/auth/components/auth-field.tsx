import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Drawn inside the field on the left, like antd's `prefix`. */
  icon: ReactNode;
  /** The field's problem, shown under it and announced; null while there is none. */
  error: string | null;
  /** Drawn inside the field on the right (the password's show/hide button). */
  suffix?: ReactNode;
}

/**
 * A labelled text field of an account form, drawn like antd's large input in a vertical Form.Item, in plain
 * HTML: antd's Form and Input made up about 46 KB of brotli of the login page's first load.
 */
export function AuthField({ label, icon, error, suffix, ...input }: AuthFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={error ? 'auth-field auth-field--error' : 'auth-field'}>
      <label className="auth-field__label" htmlFor={inputId}>
        {label}
      </label>
      <span className="auth-field__control">
        <span className="auth-field__icon" aria-hidden>
          {icon}
        </span>
        <input
          {...input}
          id={inputId}
          className="auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {suffix}
      </span>
      {error && (
        <div className="auth-field__error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
