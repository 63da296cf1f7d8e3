import { OTP_PURPOSES, OtpPurpose } from '@kukur/contracts';

/**
 * What a code can be for: the two a visitor asks for (OTP_PURPOSES), and a login from a new address once an
 * account has met its ceiling of wrong passwords, which only the login itself sends.
 */
export const CODE_PURPOSES = [...OTP_PURPOSES, 'login'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** How long an issued code can be entered. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries after which a code is dead and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** How long a verified code lets its address take the next step (signup / choose a new password). */
export const VERIFIED_OTP_VALID_MINUTES: Record<OtpPurpose, number> = {
  verification: 30,
  password_reset: 15,
};
