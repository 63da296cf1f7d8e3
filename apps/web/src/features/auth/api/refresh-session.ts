import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import { requireAuthSession } from './auth-session';

/** POST /api/auth/refresh: the httpOnly cookie buys a new access token (and is rotated); 401 when the session is over. */
export async function requestSessionRefresh(): Promise<AuthSession> {
  return requireAuthSession(unwrap(await apiClient.POST('/api/auth/refresh')));
}
