import { LockOutlined, MailOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { useTimeout } from '@/shared/hooks';
import { formRule } from '@/shared/lib';
import { useResetPassword } from '../api/reset-password';
import { type AuthTexts, useAuthTexts } from '../auth-messages';
import { sessionStore } from '../session/session-store';
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

const matchesPassword =
  (TEXT: AuthTexts): FormRule =>
  ({ getFieldValue }) =>
    formRule((confirmation) =>
      confirmPasswordProblem(String(getFieldValue('password') ?? ''), confirmation, TEXT),
    );

/** Reset Password: the e-mail (read only), a new password and its confirmation; then /login after 2 s. */
export function ResetPasswordForm({ email, onDone, onStartOver }: ResetPasswordFormProps) {
  const TEXT = useAuthTexts();
  const reset = useResetPassword();
  const schedule = useTimeout();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!email) {
    return (
      <MissingEmailNotice
        title={TEXT.reset.title}
        text={TEXT.reset.missingEmail}
        actionLabel={TEXT.reset.goToForgot}
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
          setDoneMessage(TEXT.serverSuccess(message, TEXT.reset.done));
          schedule(onDone, STEP_REDIRECT_MS);
        },
      },
    );
  };

  return (
    <AuthCard title={TEXT.reset.title} icon={<UnlockOutlined />} subtitle={TEXT.reset.subtitle}>
      {doneMessage && <Alert className="auth-alert" type="success" showIcon title={doneMessage} />}
      {reset.isError && (
        <Alert
          className="auth-alert"
          type="error"
          showIcon
          title={TEXT.serverError(reset.error, TEXT.reset.failed)}
        />
      )}
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={reset.isPending || doneMessage !== null}
        noValidate
      >
        <Form.Item label={TEXT.fields.email} htmlFor="reset-email">
          <Input id="reset-email" size="large" value={email} disabled prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item
          label={TEXT.reset.newPassword}
          name="password"
          rules={[formRule((value) => newPasswordProblem(value, TEXT))]}
          extra={TEXT.reset.newPasswordExtra}
        >
          <Input.Password size="large" autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item
          label={TEXT.reset.confirmPassword}
          name="confirmPassword"
          dependencies={['password']}
          rules={[matchesPassword(TEXT)]}
        >
          <Input.Password size="large" autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          {TEXT.reset.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
