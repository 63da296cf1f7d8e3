import { isValidEmail } from '@kukur/contracts';
import type { AuthTexts } from '../auth-messages';

/** Each validator returns the spec's error text in the reader's language, or null when the value is fine. */
export function validateEmail(value: string, { validation }: AuthTexts): string | null {
  if (value.trim() === '') return validation.emailRequired;
  if (!isValidEmail(value)) return validation.invalidEmail;
  return null;
}

/** Login: required, at least 6 characters. */
export function validateLoginPassword(value: string, { validation }: AuthTexts): string | null {
  if (value === '') return validation.passwordRequired;
  if (value.length < 6) return validation.passwordTooShort;
  return null;
}

/** Signup: at least 6 characters (an empty password is too short as well). */
export function validateSignupPassword(value: string, { validation }: AuthTexts): string | null {
  return value.length < 6 ? validation.passwordTooShort : null;
}

export function validateName(value: string, { validation }: AuthTexts): string | null {
  const name = value.trim();
  if (name === '') return validation.nameRequired;
  if (name.length < 2) return validation.nameTooShort;
  return null;
}

/** The signup verification code: anything non-empty (the server judges it). */
export function validateVerificationCode(value: string, { validation }: AuthTexts): string | null {
  return value.trim() === '' ? validation.codeRequired : null;
}

/** The password-reset OTP: required, 6 digits. */
export function validateOtp(value: string, { validation }: AuthTexts): string | null {
  const otp = value.trim();
  if (otp === '') return validation.otpRequired;
  if (!/^\d{6}$/.test(otp)) return validation.otpFormat;
  return null;
}
