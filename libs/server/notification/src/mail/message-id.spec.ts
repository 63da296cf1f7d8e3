import { describe, expect, it } from 'vitest';
import { messageIdDomain, messageIdFor } from './message-id';

describe('deterministic Message-IDs', () => {
  it('takes the domain from MAIL_FROM, with or without a display name', () => {
    expect(messageIdDomain('Kukur Pasal <hello@kukurpasal.com.np>', 'http://localhost:3000')).toBe(
      'kukurpasal.com.np',
    );
    expect(messageIdDomain('shop@Example.COM', 'http://localhost:3000')).toBe('example.com');
  });

  it('falls back to the host of PUBLIC_URL when MAIL_FROM has no usable domain', () => {
    expect(messageIdDomain('Kukur Pasal', 'https://shop.example.org/base')).toBe('shop.example.org');
  });

  it('gives one key always the same id, and two keys different ids', () => {
    const key = '0b1f3c2e-0000-4000-8000-000000000000:order-placed:sita@example.com';
    const id = messageIdFor(key, 'kukurpasal.com.np');
    expect(id).toMatch(/^<[0-9a-f]{32}@kukurpasal\.com\.np>$/);
    expect(messageIdFor(key, 'kukurpasal.com.np')).toBe(id);
    expect(messageIdFor(`${key}x`, 'kukurpasal.com.np')).not.toBe(id);
  });
});
