import { useCallback } from 'react';
import { ApiError } from '@/shared/api';
import { useCountdown } from '@/shared/hooks';
import { type OtpPurpose, useSendOtp } from '../api/send-otp';
import { useAuthTexts } from '../auth-messages';
import { useFeedback } from '@/shared/ui/feedback';

/** A new code may be asked for 60 s after the last one (spec: OTP resend cooldown). */
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Sends (or re-sends) a code and runs the resend countdown; `allowNow` ends the wait (expired code).
 * `justSent`: the previous page has just sent a code, so the wait starts at once.
 */
export function useResendCode(email: string, purpose: OtpPurpose, { justSent = false } = {}) {
  const { message } = useFeedback();
  const TEXT = useAuthTexts();
  const send = useSendOtp();
  const countdown = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const { start, stop } = countdown;
  const { mutate } = send;

  const sendCode = useCallback(
    (onSent?: (message: string) => void) => {
      start(RESEND_COOLDOWN_SECONDS);
      mutate(
        { email, purpose },
        {
          onSuccess: (message) => onSent?.(message),
          // Nothing was sent, so there is nothing to wait for, unless the server says to wait (429).
          onError: (error) => {
            if (!(error instanceof ApiError && error.status === 429)) stop();
          },
        },
      );
    },
    [email, purpose, mutate, start, stop],
  );

  /** The Resend button: sends a new code and says so. */
  const resend = () =>
    sendCode((sent) => message.success(TEXT.serverSuccess(sent, TEXT.code.newCodeSent(email))));

  return {
    sendCode,
    resend,
    allowNow: stop,
    secondsLeft: countdown.secondsLeft,
    canResend: countdown.secondsLeft === 0 && !send.isPending,
    isSending: send.isPending,
    // E.g. 429 when the code was asked for too often: the server says how long to wait.
    sendProblem: send.isError ? TEXT.serverError(send.error, TEXT.code.sendFailed) : null,
  };
}
