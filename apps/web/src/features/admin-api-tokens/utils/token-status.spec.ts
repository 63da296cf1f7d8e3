import { describe, expect, it } from 'vitest';
import { tokenStatusOf } from './token-status';

const now = Date.parse('2026-11-26T06:00:00.000Z');

describe('tokenStatusOf', () => {
  it('is active until its expiry, expired from then on', () => {
    expect(tokenStatusOf({ revokedAt: null, expiresAt: '2026-11-26T06:00:01.000Z' }, now)).toBe('active');
    expect(tokenStatusOf({ revokedAt: null, expiresAt: '2026-11-26T06:00:00.000Z' }, now)).toBe('expired');
  });

  it('is revoked once revoked, even after its expiry', () => {
    expect(
      tokenStatusOf({ revokedAt: '2026-11-20T06:00:00.000Z', expiresAt: '2026-11-21T06:00:00.000Z' }, now),
    ).toBe('revoked');
  });
});
