import { apiClient, type AuthSession, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { requireAuthSession } from './auth-session';

export type SignupRequest = components['schemas']['SignupRequestDto'];

/**
 * POST /api/user/signup: 201 with {user, token}. The server accepts it only for an address whose
 * verification code it accepted in the last 30 minutes (403 otherwise); 409 when already registered.
 */
export async function signup(body: SignupRequest): Promise<AuthSession> {
  return requireAuthSession(unwrap(await apiClient.POST('/api/user/signup', { body })));
}
