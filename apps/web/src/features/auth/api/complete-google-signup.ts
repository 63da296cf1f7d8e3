import { useMutation } from '@tanstack/react-query';
import type { Language } from '@kukur/contracts';
import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import { useLanguage } from '@/shared/i18n';
import { sessionStore } from '../session/session-store';
import { requireAuthSession } from './auth-session';

export interface GoogleSignup {
  credential: string;
  /** The signup form's marketing checkbox. */
  marketingOptIn: boolean;
  /** The account's e-mails' language: the one the page shows. */
  preferredLanguage: Language;
}

/** POST /api/user/auth/complete-google-signup with the Google ID token; 409 when already registered. */
export async function completeGoogleSignup(body: GoogleSignup): Promise<AuthSession> {
  return requireAuthSession(unwrap(await apiClient.POST('/api/user/auth/complete-google-signup', { body })));
}

/**
 * Creates the account from a Google ID token, in the language the page shows, and stores the session (Google
 * has verified the e-mail).
 */
export function useCompleteGoogleSignup() {
  const preferredLanguage = useLanguage();
  return useMutation({
    mutationFn: (body: Omit<GoogleSignup, 'preferredLanguage'>) =>
      completeGoogleSignup({ ...body, preferredLanguage }),
    onSuccess: ({ user, token }) => sessionStore.logIn(user, token),
  });
}
