import { isValidEmail, MESSAGES } from '@kukur/contracts';

/** The newsletter's e-mail rule: required, then the shared simple e-mail pattern. Null when valid. */
export function validateNewsletterEmail(value: string): string | null {
  if (value.trim() === '') return MESSAGES.newsletter.emailRequired;
  if (!isValidEmail(value)) return MESSAGES.newsletter.invalidEmail;
  return null;
}
