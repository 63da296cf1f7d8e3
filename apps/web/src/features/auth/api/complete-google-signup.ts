import { useMutation } from '@tanstack/react-query';
import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import { sessionStore } from '../session/session-store';
import { requireAuthSession } from './auth-session';

export interface GoogleSignup {
  credential: string;
  /** The signup form's marketing checkbox. */
  marketingOptIn: boolean;
}

/** POST /api/user/auth/complete-google-signup with the Google ID token; 409 when already registered. */
export async function completeGoogleSignup(body: GoogleSignup): Promise<AuthSession> {
  return requireAuthSession(unwrap(await apiClient.POST('/api/user/auth/complete-google-signup', { body })));
}

/** Creates the account from a Google ID token and stores the session (Google has verified the e-mail). */
export function useCompleteGoogleSignup() {
  return useMutation({
    mutationFn: completeGoogleSignup,
    onSuccess: ({ user, token }) => sessionStore.logIn(user, token),
  });
}
