import { newPasswordProblem as sharedNewPasswordProblem } from '@kukur/contracts';
import type { AuthTexts } from '../auth-messages';

/**
 * The rule for a new (reset) password: 8+ characters with an uppercase letter, a lowercase letter, a digit
 * and one of @$!%*?&. Shared with the server, which checks it again. Returns the spec's text in the reader's
 * language, or null.
 */
export function newPasswordProblem(password: string, TEXT: AuthTexts): string | null {
  const problem = sharedNewPasswordProblem(password);
  return problem === null ? null : TEXT.identity(problem);
}

/** The confirmation field: required, equal to the new password. */
export function confirmPasswordProblem(
  password: string,
  confirmation: string,
  TEXT: AuthTexts,
): string | null {
  const { validation } = TEXT;
  if (confirmation === '') return validation.confirmPassword;
  return confirmation === password ? null : validation.passwordsDiffer;
}
