import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { MissingAuthDataError } from '../api/auth-session';
import { appI18n } from '@/shared/i18n';
import { authTexts } from '../auth-messages';
import * as errors from './auth-errors';

/** The error texts in English (the spec's error catalogue). */
const TEXT = authTexts(appI18n.getFixedT('en', 'auth'), 'en');
const describeGoogleLoginError = (error: unknown) => errors.describeGoogleLoginError(error, TEXT);
const describeGoogleSignupError = (error: unknown) => errors.describeGoogleSignupError(error, TEXT);
const describeLoginError = (error: unknown) => errors.describeLoginError(error, TEXT);
const describeOtpCheckError = (error: unknown) => errors.describeOtpCheckError(error, TEXT);
const describeVerificationError = (error: unknown) => errors.describeVerificationError(error, TEXT);

const apiError = (status: number, message?: string, code = 'X') =>
  new ApiError(status, message === undefined ? undefined : { statusCode: status, error: 'E', message, code });

describe('describeLoginError (the login error catalogue)', () => {
  it.each([
    [
      'missing fields',
      apiError(400, 'Email and password are required', 'COMMON.VALIDATION_FAILED'),
      'Email and password are required. Please fill in all fields.',
    ],
    [
      'wrong credentials (401)',
      apiError(401, 'Invalid credentials', 'IDENTITY.INVALID_CREDENTIALS'),
      'Invalid email or password. Please try again.',
    ],
    [
      'wrong credentials (400)',
      apiError(400, 'Invalid credentials'),
      'Invalid email or password. Please try again.',
    ],
    ['another 400 with a message', apiError(400, 'email must be an email'), 'email must be an email'],
    ['another 400 without a message', apiError(400), 'Invalid request. Please check your inputs.'],
    ['incorrect password', apiError(401, 'Incorrect password'), 'Incorrect password. Please try again.'],
    [
      'rate limited',
      apiError(429, 'Too many login attempts. Please try again in 15 minutes.'),
      'Too many login attempts. Please try again in 15 minutes.',
    ],
    [
      'server error',
      apiError(500, 'Internal server error'),
      'Login failed. Please check your credentials and try again.',
    ],
    ['no response', new TypeError('Failed to fetch'), 'No response from server. Please try again later.'],
    ['missing auth data', new MissingAuthDataError(), 'Authentication data is missing in response.'],
    ['anything else', new Error('boom'), 'Login failed. Please check your credentials and try again.'],
  ])('%s', (_case, error, text) => {
    expect(describeLoginError(error)).toBe(text);
  });
});

describe('Google errors', () => {
  it('login: 404 means no account, anything else failed', () => {
    expect(describeGoogleLoginError(apiError(404, 'x', 'IDENTITY.GOOGLE_ACCOUNT_NOT_FOUND'))).toBe(
      'No account found for this Google user. Please sign up first.',
    );
    expect(describeGoogleLoginError(apiError(401, 'Invalid Google credential'))).toBe(
      'Login with Google failed. Please try again later.',
    );
    expect(describeGoogleLoginError(new TypeError('offline'))).toBe(
      'Login with Google failed. Please try again later.',
    );
  });

  it('signup: 409 already registered, otherwise the server message or the fallback', () => {
    expect(describeGoogleSignupError(apiError(409, 'Conflict', 'IDENTITY.EMAIL_TAKEN'))).toBe(
      'This Google account is already registered. Please login instead.',
    );
    expect(describeGoogleSignupError(apiError(401, 'Invalid Google credential'))).toBe(
      'Invalid Google credential',
    );
    expect(describeGoogleSignupError(new TypeError('offline'))).toBe(
      'Failed to process Google signup. Please try again later.',
    );
  });
});

describe('verification errors', () => {
  it('signup: 401 invalid, 410 expired with resend, otherwise the server message or Verification failed', () => {
    expect(describeVerificationError(apiError(401, 'whatever'))).toEqual({
      message: 'Invalid verification code',
      allowResend: false,
    });
    expect(describeVerificationError(apiError(410, 'whatever'))).toEqual({
      message: 'Verification code has expired',
      allowResend: true,
    });
    expect(
      describeVerificationError(
        apiError(429, 'Too many attempts. Please request a new code.', 'IDENTITY.OTP_LOCKED'),
      ),
    ).toEqual({ message: 'Too many attempts. Please request a new code.', allowResend: true });
    expect(describeVerificationError(apiError(500))).toEqual({
      message: 'Verification failed',
      allowResend: false,
    });
  });

  it('password reset: the server message or Invalid or expired OTP.', () => {
    expect(describeOtpCheckError(apiError(401, 'Invalid verification code')).message).toBe(
      'Invalid verification code',
    );
    expect(describeOtpCheckError(apiError(410, 'Verification code has expired')).allowResend).toBe(true);
    expect(describeOtpCheckError(new TypeError('offline')).message).toBe('Invalid or expired OTP.');
  });
});
