import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import { MESSAGES } from '@kukur/contracts';
import { Button } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/shared/api';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { validateNewsletterEmail } from './validate-newsletter-email';
import './newsletter.css';

function failureMessage(error: unknown): string {
  // A bad address (400) or too many requests (429) have the server's own words.
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.serverMessage) {
    return error.serverMessage;
  }
  return MESSAGES.newsletter.failed;
}

/**
 * Newsletter sign-up: validated live while typing; idle, subscribing, then success or failure. Double
 * opt-in: success asks to confirm from the inbox, unless the address had confirmed before.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const errorId = useId();

  const onChange = (value: string) => {
    setEmail(value);
    // The error clears when the field is emptied; "required" is only said on submit.
    setError(value === '' ? null : validateNewsletterEmail(value));
    if (!subscribe.isIdle) subscribe.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) return;
    subscribe.mutate({ email: email.trim() }, { onSuccess: () => setEmail('') });
  };

  return (
    <div className="newsletter">
      <div className="newsletter__intro">
        <MailOutlined className="newsletter__icon" aria-hidden />
        <h2 className="section-title section-title--light" id="newsletter-title">
          Join the Kukur Pasal pack
        </h2>
        <p>New arrivals, vaccination reminders and members-only offers, straight to your inbox.</p>
      </div>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <div className="newsletter__row">
          <input
            id={inputId}
            className="kp-input kp-input--large newsletter__input"
            type="email"
            autoComplete="email"
            placeholder="Enter your email address"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button type="primary" size="large" htmlType="submit" loading={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
        {error && (
          <p id={errorId} className="newsletter__message newsletter__message--error" role="alert">
            {error}
          </p>
        )}
        <div aria-live="polite">
          {subscribe.isSuccess && (
            <p className="newsletter__message newsletter__message--success">
              <CheckCircleFilled aria-hidden />{' '}
              {subscribe.data?.alreadySubscribed
                ? MESSAGES.newsletter.subscribed
                : MESSAGES.newsletter.checkInbox}
            </p>
          )}
          {subscribe.isError && (
            <p className="newsletter__message newsletter__message--error">
              {failureMessage(subscribe.error)}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
