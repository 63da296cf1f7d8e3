import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key for one use, derived from AUTH_SECRET, so one configured secret serves token signing,
 * code hashing and sealing without any two of them sharing a key.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kukur-pasal', purpose, 32));
}
