import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language';

describe('readerLanguage', () => {
  it('takes the kp_lang cookie before Accept-Language', () => {
    expect(readerLanguage('a=1; kp_lang=ne; b=2', 'en-US,en;q=0.9')).toBe('ne');
    expect(readerLanguage('kp_lang=en', 'ne-NP,ne;q=0.9')).toBe('en');
  });

  it('falls back to the first language of Accept-Language the shop speaks, else English', () => {
    expect(readerLanguage(undefined, 'hi;q=0.9,ne-NP;q=0.8,en;q=0.5')).toBe('ne');
    expect(readerLanguage('kp_lang=fr', 'de,fr')).toBe('en');
    expect(readerLanguage(undefined, undefined)).toBe('en');
  });
});
