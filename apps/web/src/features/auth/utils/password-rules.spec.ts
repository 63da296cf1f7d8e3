import { describe, expect, it } from 'vitest';
import { appI18n } from '@/shared/i18n';
import { authTexts } from '../auth-messages';
import * as rules from './password-rules';

/** The rules with the English texts (the spec's wording). */
const TEXT = authTexts(appI18n.getFixedT('en', 'auth'), 'en');
const newPasswordProblem = (password: string) => rules.newPasswordProblem(password, TEXT);
const confirmPasswordProblem = (password: string, confirmation: string) =>
  rules.confirmPasswordProblem(password, confirmation, TEXT);

const WEAK =
  'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character';

describe('newPasswordProblem', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters'],
    ['Abcdef1', 'Password must be at least 8 characters'],
    ['abcdefg1!', WEAK],
    ['ABCDEFG1!', WEAK],
    ['Abcdefgh!', WEAK],
    ['Abcdefgh1', WEAK],
    ['Abcdefg1#', WEAK],
  ])('refuses %j: %s', (password, message) => {
    expect(newPasswordProblem(password)).toBe(message);
  });

  it.each(['Abcdefg1!', 'N3w-Passw0rd@', 'Xy9$abcd', 'Sita@2025', 'aB3&aB3&aB3&'])(
    'accepts %j',
    (password) => {
      expect(newPasswordProblem(password)).toBeNull();
    },
  );

  it.each([...'@$!%*?&'])('counts %s as a special character', (special) => {
    expect(newPasswordProblem(`Abcdefg1${special}`)).toBeNull();
  });
});

describe('confirmPasswordProblem', () => {
  it('asks for the confirmation, then for a match', () => {
    expect(confirmPasswordProblem('Abcdefg1!', '')).toBe('Please confirm your password');
    expect(confirmPasswordProblem('Abcdefg1!', 'Abcdefg1?')).toBe('Passwords do not match');
    expect(confirmPasswordProblem('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});
