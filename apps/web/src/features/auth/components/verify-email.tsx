import { MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AuthSession } from '@/shared/api';
import { displayNameOf, formRule } from '@/shared/lib';
import { type AuthTexts, useAuthTexts } from '../auth-messages';
import { sessionStore } from '../session/session-store';
import {
  describeVerificationError,
  isAlreadyRegistered,
  type VerificationFailure,
} from '../utils/auth-errors';
import { validateVerificationCode } from '../utils/validators';
import { AuthCard } from './auth-card';
import { MissingEmailNotice } from './missing-email-notice';
import { ResendCodeButton } from './resend-code-button';
import type { PendingSignup } from './signup-form';
import { SignupSuccessDialog } from './signup-success-dialog';
import { useResendCode } from './use-resend-code';
import { AccountCreationError, useVerifyAndSignUp } from './use-verify-and-sign-up';

export interface VerifyEmailProps {
  /** Name, e-mail and password from the signup form; null when the page was opened without them. */
  pending: PendingSignup | null;
  onBackToSignup: () => void;
}

/** 'Invalid Session' when the page was opened without the signup details. */
export function VerifyEmail({ pending, onBackToSignup }: VerifyEmailProps) {
  const TEXT = useAuthTexts();
  if (!pending?.email) {
    return (
      <MissingEmailNotice
        title={TEXT.verification.invalidSession}
        text={TEXT.verification.missingDetails}
        actionLabel={TEXT.verification.backToSignup}
        onAction={onBackToSignup}
      />
    );
  }
  return <VerifyEmailForm pending={pending} />;
}

function failureText(error: unknown, TEXT: AuthTexts): VerificationFailure {
  if (error instanceof AccountCreationError) {
    return {
      message: isAlreadyRegistered(error.reason)
        ? TEXT.signup.emailExists
        : TEXT.verification.accountCreationFailed,
      allowResend: false,
    };
  }
  return describeVerificationError(error, TEXT);
}

/**
 * Verify Your Email: sends the code on arrival, takes it, verifies it and creates the account, then shows
 * 'Signup Successful'. Its Login button stores the session the signup answered with (the visitor-only
 * guard then takes the new customer to the home page).
 */
function VerifyEmailForm({ pending }: { pending: PendingSignup }) {
  const TEXT = useAuthTexts();
  const { t } = useTranslation('auth');
  const code = useResendCode(pending.email, 'verification');
  const complete = useVerifyAndSignUp(pending);
  const [session, setSession] = useState<AuthSession | null>(null);
  const sentFor = useRef<string | null>(null);
  const { sendCode, allowNow } = code;

  useEffect(() => {
    // Once per address, also under StrictMode's double effects: a second send would hit the 60 s limit.
    if (sentFor.current === pending.email) return;
    sentFor.current = pending.email;
    sendCode();
  }, [pending.email, sendCode]);

  const onFinish = ({ code: value }: { code: string }) => {
    complete.mutate(value.trim(), {
      onSuccess: setSession,
      onError: (error) => {
        if (failureText(error, TEXT).allowResend) allowNow();
      },
    });
  };

  const resend = () => {
    complete.reset();
    code.resend();
  };

  const logIn = () => {
    if (session) sessionStore.logIn(session.user, session.token);
  };

  const verifyProblem = complete.isError ? failureText(complete.error, TEXT).message : null;

  return (
    <AuthCard
      title={TEXT.verification.title}
      icon={<MailOutlined />}
      subtitle={
        <Trans
          t={t}
          i18nKey="verification.sentTo"
          values={{ email: pending.email }}
          components={{ strong: <strong /> }}
        />
      }
    >
      {code.sendProblem && <Alert className="auth-alert" type="warning" showIcon title={code.sendProblem} />}
      {verifyProblem && <Alert className="auth-alert" type="error" showIcon title={verifyProblem} />}
      <Form<{ code: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={complete.isPending || session !== null}
        noValidate
      >
        <Form.Item
          label={TEXT.verification.codeLabel}
          name="code"
          rules={[formRule((value) => validateVerificationCode(value, TEXT))]}
        >
          <Input
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            prefix={<SafetyCertificateOutlined aria-hidden />}
            placeholder={TEXT.verification.codePlaceholder}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={complete.isPending}>
          {TEXT.verification.submit}
        </Button>
      </Form>
      <ResendCodeButton
        label={TEXT.verification.resend}
        secondsLeft={code.secondsLeft}
        disabled={!code.canResend || session !== null}
        loading={code.isSending}
        onClick={resend}
      />
      <SignupSuccessDialog
        open={session !== null}
        name={displayNameOf(session?.user ?? { name: pending.name })}
        onLogin={logIn}
      />
    </AuthCard>
  );
}
