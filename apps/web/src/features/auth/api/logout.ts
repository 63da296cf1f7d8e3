import { apiClient, expectOk } from '@/shared/api';

/** POST /api/auth/logout: revokes the refresh token and clears its cookie (204). */
export async function revokeSession(): Promise<void> {
  expectOk(await apiClient.POST('/api/auth/logout'));
}
