import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AuthSession } from '@/shared/api';
import { useLanguage } from '@/shared/i18n';
import { signup } from '../api/signup';
import { verifyOtp } from '../api/verify-otp';
import type { PendingSignup } from './signup-form';

/** For logs: the screen shows "Verification failed" in the reader's language (describeVerificationError). */
const VERIFICATION_FAILED = 'Verification failed';

/** The code was accepted but the account could not be created. */
export class AccountCreationError extends Error {
  constructor(readonly reason: unknown) {
    // Shown as the catalogue's text (verify-email.tsx); this is for logs.
    super('Verification successful, but account creation failed.');
    this.name = 'AccountCreationError';
  }
}

/**
 * Checks the code (POST /api/otp/verify-otp, purpose verification), then creates the account
 * (POST /api/user/signup, in the language the page shows). Once the code has been accepted a retry only repeats the signup: the code is
 * single-use, and the server keeps the address verified for 30 minutes.
 */
export function useVerifyAndSignUp(pending: PendingSignup | null) {
  const verifiedEmail = useRef<string | null>(null);
  // The account's e-mails start in the language the reader signs up in.
  const language = useLanguage();

  return useMutation({
    mutationFn: async (code: string): Promise<AuthSession> => {
      if (!pending) throw new Error(VERIFICATION_FAILED);
      if (verifiedEmail.current !== pending.email) {
        const message = await verifyOtp({ email: pending.email, otp: code, purpose: 'verification' });
        // The spec: for signup the answer must say the code was verified successfully.
        if (!/successfully/i.test(message)) throw new Error(VERIFICATION_FAILED);
        verifiedEmail.current = pending.email;
      }
      try {
        return await signup({ ...pending, preferredLanguage: language });
      } catch (error) {
        throw new AccountCreationError(error);
      }
    },
  });
}
