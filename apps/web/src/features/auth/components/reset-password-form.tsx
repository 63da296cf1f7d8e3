import { LockOutlined, MailOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { useTimeout } from '@/shared/hooks';
import { formRule } from '@/shared/lib';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGES } from '../auth-messages';
import { sessionStore } from '../session/session-store';
import { serverMessageOr } from '../utils/auth-errors';
import { confirmPasswordProblem, newPasswordProblem } from '../utils/password-rules';
import { AuthCard } from './auth-card';
import { STEP_REDIRECT_MS } from './forgot-password-form';
import { MissingEmailNotice } from './missing-email-notice';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** The address whose code was verified; null when the page was opened directly. */
  email: string | null;
  /** The password was changed: go on to /login. */
  onDone: () => void;
  onStartOver: () => void;
}

const matchesPassword: FormRule = ({ getFieldValue }) =>
  formRule((confirmation) => confirmPasswordProblem(String(getFieldValue('password') ?? ''), confirmation));

/** Reset Password: the e-mail (read only), a new password and its confirmation; then /login after 2 s. */
export function ResetPasswordForm({ email, onDone, onStartOver }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const schedule = useTimeout();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!email) {
    return (
      <MissingEmailNotice
        title="Reset Password"
        text="No e-mail address was found for this reset. Please request a new code from Forgot Password."
        actionLabel="Go to Forgot Password"
        onAction={onStartOver}
      />
    );
  }

  const onFinish = ({ password }: ResetValues) => {
    reset.mutate(
      { email, password },
      {
        onSuccess: (message) => {
          // The server ends every session of the account; so does this tab.
          sessionStore.logOut();
          setDoneMessage(message || 'Your password has been reset. Please log in with your new password.');
          schedule(onDone, STEP_REDIRECT_MS);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Reset Password"
      icon={<UnlockOutlined />}
      subtitle="Choose a new password for your account."
    >
      {doneMessage && <Alert className="auth-alert" type="success" showIcon title={doneMessage} />}
      {reset.isError && (
        <Alert
          className="auth-alert"
          type="error"
          showIcon
          title={serverMessageOr(reset.error, AUTH_MESSAGES.reset.failed)}
        />
      )}
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={reset.isPending || doneMessage !== null}
        noValidate
      >
        <Form.Item label="Email" htmlFor="reset-email">
          <Input id="reset-email" size="large" value={email} disabled prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item
          label="New Password"
          name="password"
          rules={[formRule(newPasswordProblem)]}
          extra="At least 8 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&."
        >
          <Input.Password size="large" autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[matchesPassword]}
        >
          <Input.Password size="large" autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          Reset Password
        </Button>
      </Form>
    </AuthCard>
  );
}
