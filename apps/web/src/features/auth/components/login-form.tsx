import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/ui/button';
import { useHydrated } from '@/shared/hooks';
import { displayNameOf } from '@/shared/lib';
import { Icon } from '@/shared/ui/icon';
import { useLogin } from '../api/login';
import { useLoginWithGoogle } from '../api/login-with-google';
import { useAuthTexts } from '../auth-messages';
import { GoogleOptions } from '../google/google-options';
import { asksForLoginCode, describeGoogleLoginError, describeLoginError } from '../utils/auth-errors';
import { validateEmail, validateLoginPassword, validateOtp } from '../utils/validators';
import { AuthCard } from './auth-card';
import { AuthField } from './auth-field';
import { PasswordField } from './password-field';
import { useCheckedFields } from './use-checked-fields';
import { useFeedback } from '@/shared/ui/feedback';

export interface LoginFormProps {
  /** The Google redirect flow came back with ?google=failed. */
  googleFailed?: boolean;
}

/**
 * Login with e-mail and password (validated before the request) or Google. A successful login stores the
 * session; the visitor-only route guard then takes the user on (admin to /admin, others back or to /).
 * A plain form rather than antd's Form: /login is many visits' first page, and Form would double its code.
 * Once the server asks for the code it e-mailed (too many wrong passwords on the account, from a new address),
 * a code field joins the form; "Send a new code" sends the login again without one.
 */
export function LoginForm({ googleFailed = false }: LoginFormProps) {
  const { notification } = useFeedback();
  const login = useLogin();
  const google = useLoginWithGoogle();
  const TEXT = useAuthTexts();
  const texts = TEXT.login;

  const welcome = (name: string, title: string) =>
    notification.success({ title, description: texts.welcomeBack(name) });

  const busy = login.isPending || google.isPending;
  // The server renders this form: until the app runs it, a submit would be the browser's own (the password in
  // the address). The button stays disabled until then, which also stops Enter from submitting.
  const hydrated = useHydrated();
  const [codeAsked, setCodeAsked] = useState(false);
  const form = useCheckedFields({
    email: (value) => validateEmail(value, TEXT),
    password: (value) => validateLoginPassword(value, TEXT),
    otp: (value) => (codeAsked ? validateOtp(value, TEXT) : null),
  });

  const send = (withCode: boolean) => {
    const { email, password, otp } = form.values;
    google.reset();
    // mutateAsync, not mutate's callbacks: storing the session makes the guard leave /login, and mutate's
    // callbacks are dropped once this form has unmounted, so the welcome toast would never show.
    login.mutateAsync({ email: email.trim(), password, ...(withCode ? { otp: otp.trim() } : {}) }).then(
      ({ user }) => welcome(displayNameOf(user), texts.successTitle),
      (error: unknown) => {
        if (asksForLoginCode(error)) setCodeAsked(true);
        notification.error({ title: texts.failedTitle, description: describeLoginError(error, TEXT) });
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.checkAll()) return;
    send(codeAsked);
  };

  const onResendCode = () => {
    if (!busy && form.checkAll()) send(false);
  };

  const onGoogleCredential = (credential: string) => {
    login.reset();
    google.mutateAsync(credential).then(
      ({ user }) => welcome(displayNameOf(user), TEXT.google.loginSuccessTitle),
      (error: unknown) =>
        notification.error({ title: texts.failedTitle, description: describeGoogleLoginError(error, TEXT) }),
    );
  };

  const error = login.isError
    ? describeLoginError(login.error, TEXT)
    : google.isError
      ? describeGoogleLoginError(google.error, TEXT)
      : googleFailed
        ? TEXT.google.unsuccessful
        : null;

  return (
    <AuthCard
      title={texts.title}
      subtitle={texts.subtitle}
      icon={<Icon svg={LoginOutlined} />}
      footer={
        <>
          {texts.noAccount}{' '}
          <Link to="/signup" className="auth-link">
            {texts.signUp}
          </Link>
        </>
      }
    >
      {error && (
        // antd's Alert in the shop's own markup: the login page loads no antd.
        <div className="auth-alert auth-alert--error" role="alert">
          <Icon svg={CloseCircleFilled} className="auth-alert__icon" />
          <span>{error}</span>
        </div>
      )}
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
        <AuthField
          label={TEXT.fields.email}
          icon={<Icon svg={MailOutlined} />}
          type="email"
          autoComplete="email"
          placeholder={TEXT.fields.emailPlaceholder}
          value={form.values.email}
          onChange={form.onChange('email')}
          error={form.problemOf('email')}
          disabled={busy}
        />
        <PasswordField
          label={TEXT.fields.password}
          autoComplete="current-password"
          placeholder={texts.passwordPlaceholder}
          value={form.values.password}
          onChange={form.onChange('password')}
          error={form.problemOf('password')}
          disabled={busy}
        />
        <div className="auth-form__row">
          <Link to="/forgotpassword">{texts.forgotPassword}</Link>
        </div>
        {codeAsked && (
          <>
            <AuthField
              label={texts.codeLabel}
              icon={<Icon svg={SafetyOutlined} />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={texts.codePlaceholder}
              value={form.values.otp}
              onChange={form.onChange('otp')}
              error={form.problemOf('otp')}
              disabled={busy}
            />
            <div className="auth-form__row">
              <Button type="link" size="small" onClick={onResendCode} disabled={busy}>
                {texts.codeResend}
              </Button>
            </div>
          </>
        )}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={login.isPending}
          disabled={busy || !hydrated}
        >
          {texts.submit}
        </Button>
      </form>
      <GoogleOptions mode="signin" onCredential={onGoogleCredential} disabled={busy} />
    </AuthCard>
  );
}
