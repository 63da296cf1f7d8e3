import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useTimeout } from '@/shared/hooks';
import { formRule } from '@/shared/lib';
import { useVerifyOtp } from '../api/verify-otp';
import { useAuthTexts } from '../auth-messages';
import { describeOtpCheckError } from '../utils/auth-errors';
import { validateOtp } from '../utils/validators';
import { AuthCard } from './auth-card';
import { STEP_REDIRECT_MS } from './forgot-password-form';
import { MissingEmailNotice } from './missing-email-notice';
import { ResendCodeButton } from './resend-code-button';
import { useResendCode } from './use-resend-code';

export interface VerifyOtpFormProps {
  /** The address the code went to; null when the page was opened directly. */
  email: string | null;
  /** The code was accepted: go on to Reset Password. */
  onVerified: (email: string) => void;
  onStartOver: () => void;
}

/** Verify OTP: the code from the e-mail, then on to Reset Password after 2 s; Resend OTP after 60 s. */
export function VerifyOtpForm({ email, onVerified, onStartOver }: VerifyOtpFormProps) {
  const TEXT = useAuthTexts();
  if (!email) {
    return (
      <MissingEmailNotice
        title={TEXT.verifyOtp.title}
        text={TEXT.verifyOtp.missingEmail}
        actionLabel={TEXT.verifyOtp.goToForgot}
        onAction={onStartOver}
      />
    );
  }
  return <OtpForm email={email} onVerified={onVerified} />;
}

function OtpForm({ email, onVerified }: { email: string; onVerified: (email: string) => void }) {
  const TEXT = useAuthTexts();
  const { t } = useTranslation('auth');
  const verify = useVerifyOtp();
  const code = useResendCode(email, 'password_reset', { justSent: true });
  const schedule = useTimeout();
  const [verifiedMessage, setVerifiedMessage] = useState<string | null>(null);
  const { allowNow } = code;

  const onFinish = ({ otp }: { otp: string }) => {
    verify.mutate(
      { email, otp: otp.trim(), purpose: 'password_reset' },
      {
        onSuccess: (answer) => {
          setVerifiedMessage(TEXT.serverSuccess(answer, TEXT.verifyOtp.verified));
          schedule(() => onVerified(email), STEP_REDIRECT_MS);
        },
        onError: (error) => {
          if (describeOtpCheckError(error, TEXT).allowResend) allowNow();
        },
      },
    );
  };

  const resend = () => {
    verify.reset();
    code.resend();
  };

  return (
    <AuthCard
      title={TEXT.verifyOtp.title}
      icon={<SafetyCertificateOutlined />}
      subtitle={
        <Trans t={t} i18nKey="verifyOtp.enterCode" values={{ email }} components={{ strong: <strong /> }} />
      }
    >
      {verifiedMessage && <Alert className="auth-alert" type="success" showIcon title={verifiedMessage} />}
      {verify.isError && (
        <Alert
          className="auth-alert"
          type="error"
          showIcon
          title={describeOtpCheckError(verify.error, TEXT).message}
        />
      )}
      {code.sendProblem && <Alert className="auth-alert" type="warning" showIcon title={code.sendProblem} />}
      <Form<{ otp: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={verify.isPending || verifiedMessage !== null}
        noValidate
      >
        <Form.Item
          label={TEXT.verifyOtp.label}
          name="otp"
          rules={[formRule((value) => validateOtp(value, TEXT))]}
        >
          <Input
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={TEXT.verifyOtp.placeholder}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
          {TEXT.verifyOtp.submit}
        </Button>
      </Form>
      <ResendCodeButton
        label={TEXT.verifyOtp.resend}
        secondsLeft={code.secondsLeft}
        disabled={!code.canResend || verifiedMessage !== null}
        loading={code.isSending}
        onClick={resend}
      />
    </AuthCard>
  );
}
