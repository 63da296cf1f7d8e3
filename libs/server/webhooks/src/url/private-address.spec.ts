import { describe, expect, it } from 'vitest';
import { isNonPublicAddress } from './private-address';

describe('which addresses a webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '[::1]',
  ])('refuses %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2001:db9::1',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it('throws on something that is not an address', () => {
    expect(() => isNonPublicAddress('example.com')).toThrow('Not an IP address');
  });
});
