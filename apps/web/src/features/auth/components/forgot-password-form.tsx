import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTimeout } from '@/shared/hooks';
import { useSendOtp } from '../api/send-otp';
import { useAuthTexts } from '../auth-messages';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

/** The spec's delay before each step of the reset flow moves on. */
export const STEP_REDIRECT_MS = 2000;

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** The code is on its way: go on to Verify OTP. */
  onSent: (email: string) => void;
}

/** Forgot Password: e-mail, Send OTP (purpose password_reset), then on to Verify OTP after 2 s. */
export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const TEXT = useAuthTexts();
  const send = useSendOtp();
  const schedule = useTimeout();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onFinish = ({ email }: { email: string }) => {
    const address = email.trim();
    send.mutate(
      { email: address, purpose: 'password_reset' },
      {
        onSuccess: (message) => {
          setSentMessage(TEXT.serverSuccess(message, TEXT.forgot.sent(address)));
          schedule(() => onSent(address), STEP_REDIRECT_MS);
        },
      },
    );
  };

  return (
    <AuthCard
      title={TEXT.forgot.title}
      subtitle={TEXT.forgot.subtitle}
      icon={<KeyOutlined />}
      footer={
        <>
          {TEXT.forgot.remembered}{' '}
          <Link to="/login" className="auth-link">
            {TEXT.forgot.backToLogin}
          </Link>
        </>
      }
    >
      {sentMessage && <Alert className="auth-alert" type="success" showIcon title={sentMessage} />}
      {send.isError && (
        <Alert
          className="auth-alert"
          type="error"
          showIcon
          title={TEXT.serverError(send.error, TEXT.code.sendFailed)}
        />
      )}
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail ?? '' }}
        onFinish={onFinish}
        disabled={send.isPending || sentMessage !== null}
        noValidate
      >
        <EmailField />
        <Button type="primary" htmlType="submit" size="large" block loading={send.isPending}>
          {TEXT.forgot.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
