import { LockOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { STORE_INFO } from '@/shared/config';
import { formRule } from '@/shared/lib';
import { useCheckEmail } from '../api/check-email';
import { useCompleteGoogleSignup } from '../api/complete-google-signup';
import { AUTH_MESSAGES } from '../auth-messages';
import { GoogleOptions } from '../google/google-options';
import { displayNameOf } from '../session/session-user';
import { describeGoogleSignupError, isAlreadyRegistered, serverMessageOr } from '../utils/auth-errors';
import { validateName, validateSignupPassword } from '../utils/validators';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

/** What the verification screen needs to create the account once the e-mail is verified. */
export interface PendingSignup {
  name: string;
  email: string;
  password: string;
}

export interface SignupFormProps {
  /** The address is free: go on to e-mail verification. */
  onContinue: (pending: PendingSignup) => void;
}

/**
 * Signup: validated name, e-mail and password, then the e-mail check; an address already in use gets a
 * warning. Google sign-up creates the account at once (the server verifies Google's token) and logs in.
 */
export function SignupForm({ onContinue }: SignupFormProps) {
  const { notification } = App.useApp();
  const checkEmail = useCheckEmail();
  const googleSignup = useCompleteGoogleSignup();
  const texts = AUTH_MESSAGES.signup;

  const onFinish = (values: PendingSignup) => {
    googleSignup.reset();
    const pending = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    checkEmail.mutate(pending.email, {
      onSuccess: (exists) => {
        if (exists) {
          notification.warning({ title: 'Already Registered', description: texts.emailExists });
        } else {
          onContinue(pending);
        }
      },
      onError: (error) =>
        notification.error({ title: 'Signup Failed', description: serverMessageOr(error, texts.failed) }),
    });
  };

  const onGoogleCredential = (credential: string) => {
    checkEmail.reset();
    // As on the login form: the session makes the guard leave this page, which drops mutate's callbacks.
    googleSignup.mutateAsync(credential).then(
      ({ user }) =>
        notification.success({
          title: texts.successTitle,
          description: texts.welcome(STORE_INFO.name, displayNameOf(user)),
        }),
      (error: unknown) =>
        isAlreadyRegistered(error)
          ? notification.warning({
              title: 'Already Registered',
              description: describeGoogleSignupError(error),
            })
          : notification.error({ title: 'Signup Failed', description: describeGoogleSignupError(error) }),
    );
  };

  const error = checkEmail.isError
    ? { type: 'error' as const, text: serverMessageOr(checkEmail.error, texts.failed) }
    : checkEmail.data === true
      ? { type: 'warning' as const, text: texts.emailExists }
      : googleSignup.isError
        ? {
            type: isAlreadyRegistered(googleSignup.error) ? ('warning' as const) : ('error' as const),
            text: describeGoogleSignupError(googleSignup.error),
          }
        : null;
  const busy = checkEmail.isPending || googleSignup.isPending;

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your account and get 10% off your first order."
      icon={<UserAddOutlined />}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="auth-link">
            Login
          </Link>
        </>
      }
    >
      {error && <Alert className="auth-alert" type={error.type} showIcon title={error.text} />}
      <Form<PendingSignup>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={busy}
        noValidate
      >
        <Form.Item label="Name" name="name" rules={[formRule(validateName)]}>
          <Input
            size="large"
            autoComplete="name"
            prefix={<UserOutlined aria-hidden />}
            placeholder="Your name"
          />
        </Form.Item>
        <EmailField />
        <Form.Item label="Password" name="password" rules={[formRule(validateSignupPassword)]}>
          <Input.Password
            size="large"
            autoComplete="new-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder="At least 6 characters"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={checkEmail.isPending}>
          Sign Up
        </Button>
      </Form>
      <GoogleOptions mode="signup" onCredential={onGoogleCredential} disabled={busy} />
    </AuthCard>
  );
}
