/** Account rules shared by the server's validation and the web forms (both specs, section 5). */

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
/** Login and signup (storefront spec): at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt-era limits do not apply to argon2, but an unbounded input is a denial-of-service vector. */
export const PASSWORD_MAX_LENGTH = 128;
/** A new password chosen in the reset flow (services spec): 8+ with every kind of character. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/** The first rule a new (reset) password breaks, as the spec words it, or null when it is fine. */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return IDENTITY_MESSAGES.passwordRequired;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return IDENTITY_MESSAGES.newPasswordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return IDENTITY_MESSAGES.passwordTooLong;
  const hasEveryKind =
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIAL_CHARACTERS].some((special) => password.includes(special));
  return hasEveryKind ? null : IDENTITY_MESSAGES.newPasswordWeak;
}

export const OTP_PURPOSES = ['verification', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const IDENTITY_ERROR_CODES = {
  INVALID_CREDENTIALS: 'IDENTITY.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'IDENTITY.EMAIL_TAKEN',
  EMAIL_NOT_VERIFIED: 'IDENTITY.EMAIL_NOT_VERIFIED',
  RESET_NOT_VERIFIED: 'IDENTITY.RESET_NOT_VERIFIED',
  OTP_INVALID: 'IDENTITY.OTP_INVALID',
  OTP_EXPIRED: 'IDENTITY.OTP_EXPIRED',
  OTP_LOCKED: 'IDENTITY.OTP_LOCKED',
  LOGIN_CODE_REQUIRED: 'IDENTITY.LOGIN_CODE_REQUIRED',
  LOGIN_CODE_INVALID: 'IDENTITY.LOGIN_CODE_INVALID',
  TOO_MANY_REQUESTS: 'IDENTITY.TOO_MANY_REQUESTS',
  SESSION_EXPIRED: 'IDENTITY.SESSION_EXPIRED',
  GOOGLE_DISABLED: 'IDENTITY.GOOGLE_DISABLED',
  GOOGLE_CREDENTIAL_INVALID: 'IDENTITY.GOOGLE_CREDENTIAL_INVALID',
  GOOGLE_ACCOUNT_NOT_FOUND: 'IDENTITY.GOOGLE_ACCOUNT_NOT_FOUND',
  GOOGLE_EMAIL_NOT_VERIFIED: 'IDENTITY.GOOGLE_EMAIL_NOT_VERIFIED',
  USER_NOT_FOUND: 'IDENTITY.USER_NOT_FOUND',
} as const;

/** Texts of the account flows that the server answers with (and the web shows as they are). */
export const IDENTITY_MESSAGES = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  newPasswordTooShort: 'Password must be at least 8 characters',
  newPasswordWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  credentialsRequired: 'Email and password are required',
  invalidCredentials: 'Invalid credentials',
  emailTaken: 'This email is already registered. Please login instead.',
  googleAccountTaken: 'This Google account is already registered. Please login instead.',
  emailNotVerified: 'Please verify your email address before creating the account.',
  resetNotVerified: 'Please verify the code sent to your email before choosing a new password.',
  otpRequired: 'OTP is required',
  otpFormat: 'OTP must be 6 digits',
  otpPurpose: 'purpose must be verification or password_reset',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  otpInvalid: 'Invalid verification code',
  otpExpired: 'Verification code has expired',
  otpLocked: 'Too many attempts. Please request a new code.',
  loginCodeRequired:
    'Many wrong passwords have been tried on this account, so a login from a new place needs a code too. If the password is right, we have e-mailed a 6-digit code to the account’s address.',
  loginCodeInvalid: 'The password or the code is not right.',
  otpResendTooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`,
  otpTooManySends: 'Too many codes requested for this address. Please try again in an hour.',
  tooManyLogins: (minutes: number) =>
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyRequests: (minutes: number) =>
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  passwordReset: 'Password reset successfully',
  sessionExpired: 'Your session has expired. Please log in again.',
  loginRequired: 'Please log in to continue.',
  adminOnly: 'This area is for administrators only.',
  notYourAccount: 'You can only change your own account.',
  userNotFound: 'User not found',
  googleDisabled: 'Google sign-in is not available',
  googleCredentialInvalid: 'Invalid Google credential',
  googleEmailNotVerified: 'Your Google e-mail address is not verified.',
  googleAccountNotFound: 'No account found for this Google user',
  otherGoogleAccountLinked: 'This e-mail address already signs in with another Google account.',
  googleLinkRefused:
    'An account with this e-mail exists but its address is not verified. Log in with your password instead.',
} as const;
