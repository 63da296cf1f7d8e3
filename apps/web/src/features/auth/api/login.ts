import { useMutation } from '@tanstack/react-query';
import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { sessionStore } from '../session/session-store';
import { requireAuthSession } from './auth-session';

export type LoginRequest = components['schemas']['LoginRequestDto'];

/** POST /api/user/login: 200 with {user, token}; 400, 401 'Invalid credentials', 429 when rate limited. */
export async function login(body: LoginRequest): Promise<AuthSession> {
  return requireAuthSession(unwrap(await apiClient.POST('/api/user/login', { body })));
}

/** Logs in and stores the session. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => sessionStore.logIn(user, token),
  });
}
