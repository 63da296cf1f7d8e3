import { useMutation } from '@tanstack/react-query';
import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import { sessionStore } from '../session/session-store';
import { requireAuthSession } from './auth-session';

/** POST /api/user/login-with-google with the Google ID token; 404 when no account belongs to it. */
export async function loginWithGoogle(credential: string): Promise<AuthSession> {
  return requireAuthSession(
    unwrap(await apiClient.POST('/api/user/login-with-google', { body: { credential } })),
  );
}

/** Logs in with Google and stores the session. */
export function useLoginWithGoogle() {
  return useMutation({
    mutationFn: loginWithGoogle,
    onSuccess: ({ user, token }) => sessionStore.logIn(user, token),
  });
}
