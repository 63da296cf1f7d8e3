import { LockOutlined, LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { displayNameOf, formRule } from '@/shared/lib';
import { useLogin } from '../api/login';
import { useLoginWithGoogle } from '../api/login-with-google';
import { useAuthTexts } from '../auth-messages';
import { GoogleOptions } from '../google/google-options';
import { describeGoogleLoginError, describeLoginError } from '../utils/auth-errors';
import { validateLoginPassword } from '../utils/validators';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { useFeedback } from '@/shared/ui/feedback';

interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** The Google redirect flow came back with ?google=failed. */
  googleFailed?: boolean;
}

/**
 * Login with e-mail and password (validated before the request) or Google. A successful login stores the
 * session; the visitor-only route guard then takes the user on (admin to /admin, others back or to /).
 */
export function LoginForm({ googleFailed = false }: LoginFormProps) {
  const { notification } = useFeedback();
  const login = useLogin();
  const google = useLoginWithGoogle();
  const TEXT = useAuthTexts();
  const texts = TEXT.login;

  const welcome = (name: string, title: string) =>
    notification.success({ title, description: texts.welcomeBack(name) });

  const onFinish = ({ email, password }: LoginValues) => {
    google.reset();
    // mutateAsync, not mutate's callbacks: storing the session makes the guard leave /login, and mutate's
    // callbacks are dropped once this form has unmounted, so the welcome toast would never show.
    login.mutateAsync({ email: email.trim(), password }).then(
      ({ user }) => welcome(displayNameOf(user), texts.successTitle),
      (error: unknown) =>
        notification.error({ title: texts.failedTitle, description: describeLoginError(error, TEXT) }),
    );
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
  const busy = login.isPending || google.isPending;

  return (
    <AuthCard
      title={texts.title}
      subtitle={texts.subtitle}
      icon={<LoginOutlined />}
      footer={
        <>
          {texts.noAccount}{' '}
          <Link to="/signup" className="auth-link">
            {texts.signUp}
          </Link>
        </>
      }
    >
      {error && <Alert className="auth-alert" type="error" showIcon title={error} />}
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={busy}
        noValidate
      >
        <EmailField />
        <Form.Item
          label={TEXT.fields.password}
          name="password"
          rules={[formRule((value) => validateLoginPassword(value, TEXT))]}
        >
          <Input.Password
            size="large"
            autoComplete="current-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder={texts.passwordPlaceholder}
          />
        </Form.Item>
        <div className="auth-form__row">
          <Link to="/forgotpassword">{texts.forgotPassword}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          {texts.submit}
        </Button>
      </Form>
      <GoogleOptions mode="signin" onCredential={onGoogleCredential} disabled={busy} />
    </AuthCard>
  );
}
