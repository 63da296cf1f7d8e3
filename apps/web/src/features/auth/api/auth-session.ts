import type { AuthSession } from '@/shared/api';

/** A 2xx answer of login, signup or Google sign-in without the user or the token. */
export class MissingAuthDataError extends Error {
  constructor() {
    // Shown through the catalogue's text (describeLoginError); this is for logs.
    super('Authentication data is missing in response.');
    this.name = 'MissingAuthDataError';
  }
}

/** The spec: when the answer lacks the user or the token, 'Authentication data is missing in response'. */
export function requireAuthSession(session: AuthSession | undefined): AuthSession {
  if (!session?.user || !session.token) throw new MissingAuthDataError();
  return session;
}
