import {
  API_TOKEN_ERROR_CODES,
  API_TOKEN_MESSAGES,
  ERROR_CODES,
  IDENTITY_ERROR_CODES,
  IDENTITY_MESSAGES,
} from '@kukur/contracts';
import { errorAnswer } from '@kukur/server-kernel';

/**
 * The error answers of the account operations, for `@ApiErrorAnswers`. Login, access and API-token answers
 * every guarded operation gives are declared by the access decorators and the document itself.
 */

/** Logging in with a password: one answer for an unknown address and a wrong password. */
export const INVALID_CREDENTIALS = errorAnswer(
  401,
  IDENTITY_ERROR_CODES.INVALID_CREDENTIALS,
  IDENTITY_MESSAGES.invalidCredentials,
);
/** The account has met its ceiling of wrong passwords and this address is new to it: a code was e-mailed. */
export const LOGIN_CODE_REQUIRED = errorAnswer(
  401,
  IDENTITY_ERROR_CODES.LOGIN_CODE_REQUIRED,
  IDENTITY_MESSAGES.loginCodeRequired,
);
export const LOGIN_CODE_INVALID = errorAnswer(
  401,
  IDENTITY_ERROR_CODES.LOGIN_CODE_INVALID,
  IDENTITY_MESSAGES.loginCodeInvalid,
);
/** Too many logins from one address, or the growing wait after repeated wrong passwords for an account. */
export const TOO_MANY_LOGINS = errorAnswer(
  429,
  IDENTITY_ERROR_CODES.TOO_MANY_REQUESTS,
  IDENTITY_MESSAGES.tooManyLogins(2),
  { retryAfterSeconds: 120 },
);

/** Signup step 1 asked too often from one address. */
export const TOO_MANY_EMAIL_CHECKS = errorAnswer(
  429,
  IDENTITY_ERROR_CODES.TOO_MANY_REQUESTS,
  IDENTITY_MESSAGES.tooManyRequests(9),
  { retryAfterSeconds: 540 },
);

/** Signup and password reset: the e-mailed code must have been entered first; the address must be free. */
export const EMAIL_TAKEN = errorAnswer(409, IDENTITY_ERROR_CODES.EMAIL_TAKEN, IDENTITY_MESSAGES.emailTaken);
export const EMAIL_NOT_VERIFIED = errorAnswer(
  403,
  IDENTITY_ERROR_CODES.EMAIL_NOT_VERIFIED,
  IDENTITY_MESSAGES.emailNotVerified,
);
export const RESET_NOT_VERIFIED = errorAnswer(
  403,
  IDENTITY_ERROR_CODES.RESET_NOT_VERIFIED,
  IDENTITY_MESSAGES.resetNotVerified,
);

/**
 * Sending a code: the per-address cooldown, the hourly sends per address and per client address share one
 * code (the cooldown is the one a person meets).
 */
export const OTP_RESEND_TOO_SOON = errorAnswer(
  429,
  IDENTITY_ERROR_CODES.TOO_MANY_REQUESTS,
  IDENTITY_MESSAGES.otpResendTooSoon(42),
  { retryAfterSeconds: 42 },
);

/** Checking a code. */
export const OTP_INVALID = errorAnswer(401, IDENTITY_ERROR_CODES.OTP_INVALID, IDENTITY_MESSAGES.otpInvalid);
export const OTP_EXPIRED = errorAnswer(410, IDENTITY_ERROR_CODES.OTP_EXPIRED, IDENTITY_MESSAGES.otpExpired);
export const OTP_LOCKED = errorAnswer(429, IDENTITY_ERROR_CODES.OTP_LOCKED, IDENTITY_MESSAGES.otpLocked, {
  retryAfterSeconds: 60,
});
export const TOO_MANY_OTP_CHECKS = errorAnswer(
  429,
  IDENTITY_ERROR_CODES.TOO_MANY_REQUESTS,
  IDENTITY_MESSAGES.tooManyRequests(12),
  { retryAfterSeconds: 700 },
);

/** The refresh cookie is missing, unknown, spent, revoked or expired, or its account is gone. */
export const SESSION_EXPIRED = errorAnswer(
  401,
  IDENTITY_ERROR_CODES.SESSION_EXPIRED,
  IDENTITY_MESSAGES.sessionExpired,
);

/** Google sign-in: off (no client id, or no secret for the redirect flow), or a token that is not good. */
export const GOOGLE_DISABLED = errorAnswer(
  404,
  IDENTITY_ERROR_CODES.GOOGLE_DISABLED,
  IDENTITY_MESSAGES.googleDisabled,
);
export const GOOGLE_CREDENTIAL_INVALID = errorAnswer(
  401,
  IDENTITY_ERROR_CODES.GOOGLE_CREDENTIAL_INVALID,
  IDENTITY_MESSAGES.googleCredentialInvalid,
);
export const GOOGLE_EMAIL_NOT_VERIFIED = errorAnswer(
  403,
  IDENTITY_ERROR_CODES.GOOGLE_EMAIL_NOT_VERIFIED,
  IDENTITY_MESSAGES.googleEmailNotVerified,
);
export const GOOGLE_ACCOUNT_NOT_FOUND = errorAnswer(
  404,
  IDENTITY_ERROR_CODES.GOOGLE_ACCOUNT_NOT_FOUND,
  IDENTITY_MESSAGES.googleAccountNotFound,
);
/** Login: the address's account is linked to another Google account (or its address is unverified). */
export const OTHER_GOOGLE_ACCOUNT_LINKED = errorAnswer(
  409,
  IDENTITY_ERROR_CODES.EMAIL_TAKEN,
  IDENTITY_MESSAGES.otherGoogleAccountLinked,
);
/** Signup: the Google account or its address already has an account. */
export const GOOGLE_ACCOUNT_TAKEN = errorAnswer(
  409,
  IDENTITY_ERROR_CODES.EMAIL_TAKEN,
  IDENTITY_MESSAGES.googleAccountTaken,
);
/** What every use of a Google ID token can answer. */
export const GOOGLE_CREDENTIAL_ANSWERS = [
  GOOGLE_DISABLED,
  GOOGLE_CREDENTIAL_INVALID,
  GOOGLE_EMAIL_NOT_VERIFIED,
];

/** Another's account: 403 for a customer (or an admin aiming at an admin), 404 for an admin on no account. */
export const NOT_YOUR_ACCOUNT = errorAnswer(403, ERROR_CODES.FORBIDDEN, IDENTITY_MESSAGES.notYourAccount);
export const USER_NOT_FOUND = errorAnswer(
  404,
  IDENTITY_ERROR_CODES.USER_NOT_FOUND,
  IDENTITY_MESSAGES.userNotFound,
);
export const ACCOUNT_CHANGE_ANSWERS = [NOT_YOUR_ACCOUNT, USER_NOT_FOUND];

/** Finding an account by address: only admins may look up another's. */
export const ADMINS_ONLY = errorAnswer(403, ERROR_CODES.FORBIDDEN, IDENTITY_MESSAGES.adminOnly);

/** Revoking an API token. */
export const API_TOKEN_NOT_FOUND = errorAnswer(
  404,
  API_TOKEN_ERROR_CODES.NOT_FOUND,
  API_TOKEN_MESSAGES.notFound,
);
