import { LockOutlined, LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { displayNameOf, formRule } from '@/shared/lib';
import { useLogin } from '../api/login';
import { useLoginWithGoogle } from '../api/login-with-google';
import { AUTH_MESSAGES } from '../auth-messages';
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
  const texts = AUTH_MESSAGES.login;

  const welcome = (name: string, title: string) =>
    notification.success({ title, description: texts.welcomeBack(name) });

  const onFinish = ({ email, password }: LoginValues) => {
    google.reset();
    // mutateAsync, not mutate's callbacks: storing the session makes the guard leave /login, and mutate's
    // callbacks are dropped once this form has unmounted, so the welcome toast would never show.
    login.mutateAsync({ email: email.trim(), password }).then(
      ({ user }) => welcome(displayNameOf(user), texts.successTitle),
      (error: unknown) =>
        notification.error({ title: texts.failedTitle, description: describeLoginError(error) }),
    );
  };

  const onGoogleCredential = (credential: string) => {
    login.reset();
    google.mutateAsync(credential).then(
      ({ user }) => welcome(displayNameOf(user), AUTH_MESSAGES.google.loginSuccessTitle),
      (error: unknown) =>
        notification.error({ title: texts.failedTitle, description: describeGoogleLoginError(error) }),
    );
  };

  const error = login.isError
    ? describeLoginError(login.error)
    : google.isError
      ? describeGoogleLoginError(google.error)
      : googleFailed
        ? AUTH_MESSAGES.google.unsuccessful
        : null;
  const busy = login.isPending || google.isPending;

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Log in to shop, track your orders and book vaccinations."
      icon={<LoginOutlined />}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="auth-link">
            Sign Up
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
        <Form.Item label="Password" name="password" rules={[formRule(validateLoginPassword)]}>
          <Input.Password
            size="large"
            autoComplete="current-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder="Your password"
          />
        </Form.Item>
        <div className="auth-form__row">
          <Link to="/forgotpassword">Forgot Password?</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          Login
        </Button>
      </Form>
      <GoogleOptions mode="signin" onCredential={onGoogleCredential} disabled={busy} />
    </AuthCard>
  );
}
