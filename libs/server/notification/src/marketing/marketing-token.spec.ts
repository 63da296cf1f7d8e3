import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_TTL_MS, MarketingTokens } from './marketing-token';

const tokens = new MarketingTokens('unit-test-secret-0123456789-0123456789');

describe('MarketingTokens', () => {
  it('round-trips the normalised address for its purpose', () => {
    const token = tokens.sign('unsubscribe', '  Sita@Example.com ');
    expect(token).toMatch(/^m1\.[\w-]+\.[\w-]+$/);
    expect(tokens.verify('unsubscribe', token)).toBe('sita@example.com');
  });

  it('refuses a token of the other purpose, another secret, a changed body or signature', () => {
    const token = tokens.sign('unsubscribe', 'sita@example.com');
    const [version, body, signature] = token.split('.') as [string, string, string];
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), e: 'ram@example.com' }),
    ).toString('base64url');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const bad of [
      tokens.sign('newsletter-confirm', 'sita@example.com'),
      new MarketingTokens('another-secret-0123456789-0123456789').sign('unsubscribe', 'sita@example.com'),
      `${version}.${otherBody}.${signature}`,
      `${version}.${body}.${flipped}`,
      `${version}.${body}`,
      `${token}.extra`,
      'garbage',
      '',
      undefined,
      42,
    ]) {
      expect(() => tokens.verify('unsubscribe', bad), String(bad)).toThrow(
        'This link is not valid. Please use the link from the e-mail we sent you.',
      );
    }
  });

  it('lets a confirmation link expire after a week, but not an unsubscribe link', () => {
    const issued = Date.UTC(2026, 0, 1);
    const later = issued + CONFIRM_LINK_TTL_MS + 1;
    expect(() =>
      tokens.verify('newsletter-confirm', tokens.sign('newsletter-confirm', 'a@b.np', issued), later),
    ).toThrow('This confirmation link has expired');
    expect(tokens.verify('unsubscribe', tokens.sign('unsubscribe', 'a@b.np', issued), later)).toBe('a@b.np');
  });
});
