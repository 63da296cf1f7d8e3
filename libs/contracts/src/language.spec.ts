import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfCookies, languageOfTags, tagsOfAcceptLanguage } from './language';

describe('the reader language', () => {
  it('takes the first language the shop speaks', () => {
    expect(languageOfTags(['ne-NP', 'en-US'])).toBe('ne');
    expect(languageOfTags(['hi-IN', 'ne'])).toBe('ne');
    expect(languageOfTags(['de-DE', 'fr'])).toBe('en');
    expect(languageOfTags([])).toBe('en');
  });

  it('orders Accept-Language tags by weight', () => {
    expect(tagsOfAcceptLanguage('en;q=0.5, ne-NP, hi;q=0.8')).toEqual(['ne-NP', 'hi', 'en']);
    expect(tagsOfAcceptLanguage('ne;q=0, en')).toEqual(['en']);
    expect(tagsOfAcceptLanguage(undefined)).toEqual([]);
  });

  it('knows its languages only', () => {
    expect(isLanguage('ne')).toBe(true);
    expect(isLanguage('np')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('reads the kp_lang cookie of a Cookie header, ignoring what is not a language', () => {
    expect(languageOfCookies('theme=dark; kp_lang=ne; x=1')).toBe('ne');
    expect(languageOfCookies('kp_lang=np')).toBeNull();
    expect(languageOfCookies(undefined)).toBeNull();
  });
});
