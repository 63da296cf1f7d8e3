import { describe, expect, it } from 'vitest';
import { appI18n } from '@/shared/i18n';
import { authTexts } from '../auth-messages';
import * as validators from './validators';

/** The validators with the English texts (the spec's wording). */
const TEXT = authTexts(appI18n.getFixedT('en', 'auth'), 'en');
const validateEmail = (value: string) => validators.validateEmail(value, TEXT);
const validateLoginPassword = (value: string) => validators.validateLoginPassword(value, TEXT);
const validateName = (value: string) => validators.validateName(value, TEXT);
const validateOtp = (value: string) => validators.validateOtp(value, TEXT);
const validateSignupPassword = (value: string) => validators.validateSignupPassword(value, TEXT);
const validateVerificationCode = (value: string) => validators.validateVerificationCode(value, TEXT);

describe('validators', () => {
  it('e-mail: required, then an address that mail servers take', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(validateEmail('sita@')).toBe('Invalid email address');
    expect(validateEmail('sita@example')).toBe('Invalid email address');
    expect(validateEmail('"sita<x>"@example.com')).toBe('Invalid email address');
    expect(validateEmail(' sita@example.com ')).toBeNull();
  });

  it('login password: required, at least 6 characters', () => {
    expect(validateLoginPassword('')).toBe('Password is required');
    expect(validateLoginPassword('12345')).toBe('Password must be at least 6 characters');
    expect(validateLoginPassword('123456')).toBeNull();
  });

  it('signup: name required and at least 2 characters; password at least 6', () => {
    expect(validateName(' ')).toBe('Name is required');
    expect(validateName('S')).toBe('Name must be at least 2 characters');
    expect(validateName('Si')).toBeNull();
    expect(validateSignupPassword('')).toBe('Password must be at least 6 characters');
    expect(validateSignupPassword('secret')).toBeNull();
  });

  it('codes: the verification code is required; the reset OTP is 6 digits', () => {
    expect(validateVerificationCode(' ')).toBe('Please enter the verification code');
    expect(validateVerificationCode('123456')).toBeNull();
    expect(validateOtp('')).toBe('OTP is required');
    expect(validateOtp('12345')).toBe('OTP must be 6 digits');
    expect(validateOtp('12345a')).toBe('OTP must be 6 digits');
    expect(validateOtp('123456')).toBeNull();
  });
});
