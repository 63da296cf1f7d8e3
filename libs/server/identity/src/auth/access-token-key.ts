import type { AppConfig } from '@kukur/server-kernel';
import { deriveKey } from '@kukur/server-kernel';
import { createSecretKey, KeyObject } from 'node:crypto';

/**
 * The HS256 key of access tokens, derived from AUTH_SECRET (shared by signer and verifier). A KeyObject,
 * because given a string jsonwebtoken first tries (and fails) to parse it as a public key on every check.
 * Its bytes are the UTF-8 of the derived key in hex, as tools that sign test tokens use it.
 */
export function accessTokenKey(config: Pick<AppConfig, 'AUTH_SECRET'>): KeyObject {
  return createSecretKey(Buffer.from(deriveKey(config.AUTH_SECRET, 'access-token').toString('hex'), 'utf8'));
}
