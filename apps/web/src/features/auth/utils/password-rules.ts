import { newPasswordProblem } from '@kukur/contracts';
import { AUTH_MESSAGES } from '../auth-messages';

/**
 * The rule for a new (reset) password: 8+ characters with an uppercase letter, a lowercase letter, a digit
 * and one of @$!%*?&. Shared with the server, which checks it again. Returns the spec's text, or null.
 */
export { newPasswordProblem };

/** The confirmation field: required, equal to the new password. */
export function confirmPasswordProblem(password: string, confirmation: string): string | null {
  const { validation } = AUTH_MESSAGES;
  if (confirmation === '') return validation.confirmPassword;
  return confirmation === password ? null : validation.passwordsDiffer;
}
