import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveHmacKey, deriveKey } from './derive-key';

const secret = 'a'.repeat(40);
const mac = (key: Parameters<typeof createHmac>[1]) =>
  createHmac('sha256', key).update('m1.eyJlIjoicGVtYUBleGFtcGxlLmNvbSJ9').digest('base64url');

describe('deriveHmacKey', () => {
  it('signs as the derived bytes do, so links and code hashes made before still check out', () => {
    expect(mac(deriveHmacKey(secret, 'marketing-link'))).toBe(mac(deriveKey(secret, 'marketing-link')));
  });

  it('gives each purpose and each secret a key of its own', () => {
    const link = mac(deriveHmacKey(secret, 'marketing-link'));
    expect(mac(deriveHmacKey(secret, 'otp-code-hash'))).not.toBe(link);
    expect(mac(deriveHmacKey('b'.repeat(40), 'marketing-link'))).not.toBe(link);
  });
});
