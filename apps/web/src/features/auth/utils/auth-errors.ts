import { ApiError, isNoResponseError } from '@/shared/api';
import { MissingAuthDataError } from '../api/auth-session';
import type { AuthTexts } from '../auth-messages';
import { IDENTITY_ERROR_CODES } from '@kukur/contracts';

/** The login error catalogue (storefront spec section 8), as shown on the login page. */
export function describeLoginError(error: unknown, TEXT: AuthTexts): string {
  const texts = TEXT.login;
  if (error instanceof MissingAuthDataError) return TEXT.missingAuthData;
  if (!(error instanceof ApiError)) return isNoResponseError(error) ? texts.noResponse : texts.failed;

  const message = error.serverMessage;
  if (asksForLoginCode(error)) return TEXT.serverError(error, texts.failed);
  if (message === 'Email and password are required') return texts.fieldsRequired;
  if (message === 'Invalid credentials' || error.code === IDENTITY_ERROR_CODES.INVALID_CREDENTIALS) {
    return texts.invalidCredentials;
  }
  if (message === 'Incorrect password') return texts.incorrectPassword;
  if (error.status === 400)
    return message ? TEXT.serverError(error, texts.invalidRequest) : texts.invalidRequest;
  // Rate limiting says how long to wait; anything else gets the page's general text.
  if (error.status === 429 && message) return TEXT.serverError(error, message);
  return texts.failed;
}

/**
 * True when the login needs the code e-mailed to the account (it has met its ceiling of wrong passwords and
 * this address is new to it), or the code or password sent with one was not right.
 */
export function asksForLoginCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === IDENTITY_ERROR_CODES.LOGIN_CODE_REQUIRED ||
      error.code === IDENTITY_ERROR_CODES.LOGIN_CODE_INVALID)
  );
}

/** Google login: 404 means there is no account yet; every other failure is one text. */
export function describeGoogleLoginError(error: unknown, TEXT: AuthTexts): string {
  if (
    error instanceof ApiError &&
    (error.status === 404 || error.code === IDENTITY_ERROR_CODES.GOOGLE_ACCOUNT_NOT_FOUND)
  ) {
    return TEXT.google.noAccount;
  }
  return TEXT.google.loginFailed;
}

/** True when a Google signup failed because the account exists (show it as a warning). */
export function isAlreadyRegistered(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 409 || error.code === IDENTITY_ERROR_CODES.EMAIL_TAKEN)
  );
}

export function describeGoogleSignupError(error: unknown, TEXT: AuthTexts): string {
  if (isAlreadyRegistered(error)) return TEXT.google.alreadyRegistered;
  return TEXT.serverError(error, TEXT.google.signupFailed);
}

export interface VerificationFailure {
  message: string;
  /** The code is dead (expired or locked): offer a new one at once. */
  allowResend: boolean;
}

/** The signup verification errors: 401 wrong code, 410 expired (resend at once), otherwise the server's text. */
export function describeVerificationError(error: unknown, TEXT: AuthTexts): VerificationFailure {
  const texts = TEXT.verification;
  if (!(error instanceof ApiError)) return { message: texts.failed, allowResend: false };
  if (error.status === 401) return { message: texts.invalidCode, allowResend: false };
  if (error.status === 410) return { message: texts.expiredCode, allowResend: true };
  return {
    message: TEXT.serverError(error, texts.failed),
    allowResend: error.code === IDENTITY_ERROR_CODES.OTP_LOCKED || error.status === 429,
  };
}

/** A failed password-reset code check: the server's text or the spec's fallback; resend at once when the code is dead. */
export function describeOtpCheckError(error: unknown, TEXT: AuthTexts): VerificationFailure {
  const allowResend =
    error instanceof ApiError &&
    (error.status === 410 ||
      error.code === IDENTITY_ERROR_CODES.OTP_EXPIRED ||
      error.code === IDENTITY_ERROR_CODES.OTP_LOCKED);
  return { message: TEXT.serverError(error, TEXT.verifyOtp.failed), allowResend };
}
