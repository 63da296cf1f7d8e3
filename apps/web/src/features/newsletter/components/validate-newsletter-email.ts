import { isValidEmail } from '@kukur/contracts';

/**
 * The newsletter's e-mail rule: required, then the shared simple e-mail pattern. Null when valid; the form
 * words the problem in the reader's language (home.json "newsletter").
 */
export function validateNewsletterEmail(value: string): 'required' | 'invalid' | null {
  if (value.trim() === '') return 'required';
  if (!isValidEmail(value)) return 'invalid';
  return null;
}
