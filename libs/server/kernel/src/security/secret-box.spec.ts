import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const secret = 'a'.repeat(40);

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = new SecretBox(secret, 'otp');
    const sealed = box.seal('482913');
    expect(sealed).not.toContain('482913');
    expect(box.seal('482913')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('482913');
  });

  it('refuses another secret, another purpose and a changed text', () => {
    const sealed = new SecretBox(secret, 'otp').seal('482913');
    expect(() => new SecretBox('b'.repeat(40), 'otp').open(sealed)).toThrow();
    expect(() => new SecretBox(secret, 'other').open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('999999').toString('base64url');
    expect(() => new SecretBox(secret, 'otp').open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(secret, 'otp').open('plain')).toThrow('Not a sealed value');
  });
});
