import type { AppConfig } from '@kukur/server-kernel';
import { deriveKey } from '@kukur/server-kernel';

/** The HS256 key of access tokens, derived from AUTH_SECRET (shared by signer and verifier). */
export function accessTokenKey(config: Pick<AppConfig, 'AUTH_SECRET'>): string {
  return deriveKey(config.AUTH_SECRET, 'access-token').toString('hex');
}
