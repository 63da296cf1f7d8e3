import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ApiError } from '@/shared/api';
import { useErrorText } from '@/shared/i18n';
import { Icon } from '@/shared/ui/icon';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { validateNewsletterEmail } from './validate-newsletter-email';
import './newsletter.css';

/**
 * Newsletter sign-up: validated live while typing; idle, subscribing, then success or failure. Double
 * opt-in: success asks to confirm from the inbox, unless the address had confirmed before.
 */
export function NewsletterForm() {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  // A bad address (400) or too many requests (429) have the server's own words (or their code's, in Nepali).
  const failureMessage = (failure: unknown): string =>
    failure instanceof ApiError && (failure.status === 400 || failure.status === 429)
      ? errorText(failure, t('newsletter.failed'))
      : t('newsletter.failed');
  const problemText = (problem: 'required' | 'invalid' | null) =>
    problem && t(problem === 'required' ? 'newsletter.emailRequired' : 'newsletter.invalidEmail');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const errorId = useId();

  const onChange = (value: string) => {
    setEmail(value);
    // The error clears when the field is emptied; "required" is only said on submit.
    setError(value === '' ? null : problemText(validateNewsletterEmail(value)));
    if (!subscribe.isIdle) subscribe.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setError(problemText(problem));
    if (problem) return;
    subscribe.mutate({ email: email.trim() }, { onSuccess: () => setEmail('') });
  };

  return (
    <div className="newsletter">
      <div className="newsletter__intro">
        <Icon svg={MailOutlined} className="newsletter__icon" />
        <h2 className="section-title section-title--light" id="newsletter-title">
          {t('newsletter.title')}
        </h2>
        <p>{t('newsletter.lead')}</p>
      </div>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
        <label htmlFor={inputId} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <div className="newsletter__row">
          <input
            id={inputId}
            className="kp-input kp-input--large newsletter__input"
            type="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button type="primary" size="large" htmlType="submit" loading={subscribe.isPending}>
            {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
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
              <Icon svg={CheckCircleFilled} />{' '}
              {subscribe.data?.alreadySubscribed ? t('newsletter.subscribed') : t('newsletter.checkInbox')}
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
