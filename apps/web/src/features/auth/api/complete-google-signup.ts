import { useMutation } from '@tanstack/react-query';
import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import { sessionStore } from '../session/session-store';
import { requireAuthSession } from './auth-session';

/** POST /api/user/auth/complete-google-signup with the Google ID token; 409 when already registered. */
export async function completeGoogleSignup(credential: string): Promise<AuthSession> {
  return requireAuthSession(
    unwrap(await apiClient.POST('/api/user/auth/complete-google-signup', { body: { credential } })),
  );
}

/** Creates the account from a Google ID token and stores the session (Google has verified the e-mail). */
export function useCompleteGoogleSignup() {
  return useMutation({
    mutationFn: completeGoogleSignup,
    onSuccess: ({ user, token }) => sessionStore.logIn(user, token),
  });
}
