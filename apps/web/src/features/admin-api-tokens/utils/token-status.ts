import type { ApiToken } from '../api/admin-api-token-types';

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: the admin stopped it, whatever its date said. */
export function tokenStatusOf(
  token: Pick<ApiToken, 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return new Date(token.expiresAt).getTime() <= now ? 'expired' : 'active';
}
