import { createSecretKey, hkdfSync, KeyObject } from 'node:crypto';

/**
 * A 32-byte key for one use, derived from AUTH_SECRET, so one configured secret serves token signing,
 * code hashing and sealing without any two of them sharing a key.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kukur-pasal', purpose, 32));
}

/**
 * `deriveKey`'s key as a KeyObject, for `createHmac`: given bytes, `createHmac` imports them as a new key on
 * every call, about 14 µs on Node 24 against 2 µs for the whole HMAC of a short text with a KeyObject.
 */
export function deriveHmacKey(secret: string, purpose: string): KeyObject {
  return createSecretKey(deriveKey(secret, purpose));
}
