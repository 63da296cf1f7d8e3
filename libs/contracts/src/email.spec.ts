import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'sita@example.com',
    'ram.bahadur+orders@kukurpasal.com.np',
    "o'neill@example.co.uk",
    'gita+fail6@example.com',
    'a_b-c@mail.example-host.org',
    'user@xn--p1ai.xn--p1ai',
    '  padded@example.com  ',
  ])('takes %s', (address) => expect(isValidEmail(address)).toBe(true));

  it.each([
    '',
    'plain',
    'no-domain@',
    '@no-local.com',
    'no-dot@localhost',
    '"quoted"@example.com',
    'a<b>@example.com',
    'Sita <sita@example.com>',
    'a,b@example.com',
    'a b@example.com',
    'a@b@example.com',
    '.lead@example.com',
    'trail.@example.com',
    'dou..ble@example.com',
    'a@-host.com',
    'a@host-.com',
    'a@host..com',
    'a@example.c',
    'a;b@example.com',
    'a\\b@example.com',
    `${'x'.repeat(65)}@example.com`,
    `a@${'x'.repeat(250)}.com`,
  ])('refuses %s', (address) => expect(isValidEmail(address)).toBe(false));
});
