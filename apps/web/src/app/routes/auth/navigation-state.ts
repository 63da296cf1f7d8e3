import type { PendingSignup } from '@/features/auth';

function field(state: unknown, name: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The e-mail address a step of the password-reset flow passes on in navigation state. */
export function emailFromState(state: unknown): string | null {
  return field(state, 'email');
}

/**
 * The signup details /signup passes to /verification-pending ({name, email, password, marketingOptIn,
 * method: 'email'}); the marketing checkbox counts only when it is exactly true.
 */
export function pendingSignupFromState(state: unknown): PendingSignup | null {
  const email = field(state, 'email');
  const password = field(state, 'password');
  if (!email || !password) return null;
  const marketingOptIn = (state as Record<string, unknown>)['marketingOptIn'] === true;
  return { name: field(state, 'name') ?? '', email, password, marketingOptIn };
}
