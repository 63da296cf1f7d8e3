import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAlert } from '@/testing/alerts';
import { aUser } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { sessionStore } from '../session/session-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyOtpForm } from './verify-otp-form';

const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('password reset', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.logOut();
  });
  afterEach(() => vi.useRealTimers());

  describe('Forgot Password', () => {
    it('checks the e-mail before sending', async () => {
      const fetchMock = mockApi({});
      renderWithProviders(<ForgotPasswordForm onSent={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Email'), 'sita@');
      expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('sends a reset code and moves on to Verify OTP after 2 s', async () => {
      const onSent = vi.fn();
      const fetchMock = mockApi({
        'POST /api/otp/send-otp': () =>
          jsonResponse({ message: 'If the address has an account, a code is on its way.' }),
      });
      renderWithProviders(<ForgotPasswordForm onSent={onSent} />);
      await user.type(screen.getByLabelText('Email'), ' sita@example.com ');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));

      await expectAlert('If the address has an account, a code is on its way.');
      expect(await callsTo(fetchMock, 'POST /api/otp/send-otp')[0].json()).toEqual({
        email: 'sita@example.com',
        purpose: 'password_reset',
        language: 'en',
      });
      await act(() => vi.advanceTimersByTimeAsync(1_900));
      expect(onSent).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(onSent).toHaveBeenCalledWith('sita@example.com');
    });

    it('starts from the address it was given (Edit Profile)', () => {
      mockApi({});
      renderWithProviders(<ForgotPasswordForm initialEmail="sita@example.com" onSent={vi.fn()} />);
      expect(screen.getByLabelText('Email')).toHaveValue('sita@example.com');
    });

    it.each([
      [
        'the server message',
        () => errorResponse(429, 'Please wait a minute before asking again.'),
        'Please wait a minute before asking again.',
      ],
      [
        'the fallback',
        () => Promise.reject(new TypeError('offline')),
        'Failed to send OTP. Please try again later.',
      ],
    ])('shows %s when sending fails', async (_case, answer, text) => {
      const onSent = vi.fn();
      mockApi({ 'POST /api/otp/send-otp': answer });
      renderWithProviders(<ForgotPasswordForm onSent={onSent} />);
      await user.type(screen.getByLabelText('Email'), 'sita@example.com');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      await expectAlert(text);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(onSent).not.toHaveBeenCalled();
    });
  });

  describe('Verify OTP', () => {
    it('needs the e-mail from the previous step', async () => {
      const onStartOver = vi.fn();
      mockApi({});
      renderWithProviders(<VerifyOtpForm email={null} onVerified={vi.fn()} onStartOver={onStartOver} />);
      await user.click(screen.getByRole('button', { name: 'Go to Forgot Password' }));
      expect(onStartOver).toHaveBeenCalled();
    });

    it('checks the OTP before sending', async () => {
      const fetchMock = mockApi({});
      renderWithProviders(
        <VerifyOtpForm email="sita@example.com" onVerified={vi.fn()} onStartOver={vi.fn()} />,
      );
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText('OTP is required')).toBeInTheDocument();
      await user.type(screen.getByLabelText('OTP'), '123');
      expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('verifies the code and moves on to Reset Password after 2 s', async () => {
      const onVerified = vi.fn();
      const fetchMock = mockApi({
        'POST /api/otp/verify-otp': () => jsonResponse({ message: 'OTP verified successfully' }),
      });
      renderWithProviders(
        <VerifyOtpForm email="sita@example.com" onVerified={onVerified} onStartOver={vi.fn()} />,
      );
      await user.type(screen.getByLabelText('OTP'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

      await expectAlert('OTP verified successfully');
      expect(await callsTo(fetchMock, 'POST /api/otp/verify-otp')[0].json()).toEqual({
        email: 'sita@example.com',
        otp: '123456',
        purpose: 'password_reset',
      });
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(onVerified).toHaveBeenCalledWith('sita@example.com');
    });

    it.each([
      [
        'the server message',
        () => errorResponse(401, 'Invalid verification code'),
        'Invalid verification code',
      ],
      ['the fallback', () => Promise.reject(new TypeError('offline')), 'Invalid or expired OTP.'],
    ])('shows %s when the code is refused', async (_case, answer, text) => {
      mockApi({ 'POST /api/otp/verify-otp': answer });
      renderWithProviders(
        <VerifyOtpForm email="sita@example.com" onVerified={vi.fn()} onStartOver={vi.fn()} />,
      );
      await user.type(screen.getByLabelText('OTP'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      await expectAlert(text);
    });

    it('offers Resend OTP after 60 s, or at once when the code has expired', async () => {
      const fetchMock = mockApi({
        'POST /api/otp/verify-otp': () =>
          errorResponse(410, 'Verification code has expired', 'IDENTITY.OTP_EXPIRED'),
        'POST /api/otp/send-otp': () => jsonResponse({ message: 'Code sent' }),
      });
      renderWithProviders(
        <VerifyOtpForm email="sita@example.com" onVerified={vi.fn()} onStartOver={vi.fn()} />,
      );
      const resend = () => screen.getByRole('button', { name: /Resend OTP/ });
      expect(resend()).toHaveTextContent('Resend OTP in 60s');
      expect(resend()).toBeDisabled();

      await user.type(screen.getByLabelText('OTP'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      await expectAlert('Verification code has expired');
      await waitFor(() => expect(resend()).toBeEnabled());

      await user.click(resend());
      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/otp/send-otp')).toHaveLength(1));
      expect(await callsTo(fetchMock, 'POST /api/otp/send-otp')[0].json()).toEqual({
        email: 'sita@example.com',
        purpose: 'password_reset',
        language: 'en',
      });
      await waitFor(() => expect(resend()).toHaveTextContent('Resend OTP in 60s'));
    });
  });

  describe('Reset Password', () => {
    const fill = async (password: string, confirmation: string) => {
      if (password) await user.type(screen.getByLabelText('New Password'), password);
      if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    };

    it('shows a notice and Go to Forgot Password without an e-mail', async () => {
      const onStartOver = vi.fn();
      mockApi({});
      renderWithProviders(<ResetPasswordForm email={null} onDone={vi.fn()} onStartOver={onStartOver} />);
      expect(screen.getByText(/No e-mail address was found/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to Forgot Password' }));
      expect(onStartOver).toHaveBeenCalled();
    });

    it('shows the e-mail read-only and applies the password rules', async () => {
      const fetchMock = mockApi({});
      renderWithProviders(
        <ResetPasswordForm email="sita@example.com" onDone={vi.fn()} onStartOver={vi.fn()} />,
      );
      expect(screen.getByLabelText('Email')).toHaveValue('sita@example.com');
      expect(screen.getByLabelText('Email')).toBeDisabled();

      await fill('', '');
      expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();

      await fill('Short1!', '');
      expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('New Password'));
      await fill('longenough', 'different');
      expect(
        await screen.findByText(
          'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('resets the password, ends any local session and goes to /login after 2 s', async () => {
      sessionStore.logIn(aUser(), 'token');
      const onDone = vi.fn();
      const fetchMock = mockApi({
        'POST /api/user/reset-password': () => jsonResponse({ message: 'Password reset successfully' }),
      });
      renderWithProviders(
        <ResetPasswordForm email="sita@example.com" onDone={onDone} onStartOver={vi.fn()} />,
      );

      await fill('N3w-Passw0rd!', 'N3w-Passw0rd!');

      await expectAlert('Password reset successfully');
      expect(await callsTo(fetchMock, 'POST /api/user/reset-password')[0].json()).toEqual({
        email: 'sita@example.com',
        password: 'N3w-Passw0rd!',
      });
      expect(sessionStore.getState().user).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(onDone).toHaveBeenCalled();
    });

    it.each([
      [
        'the server message',
        () => errorResponse(403, 'Please verify the reset code first.'),
        'Please verify the reset code first.',
      ],
      ['the fallback', () => Promise.reject(new TypeError('offline')), 'Failed to reset password'],
    ])('shows %s when the reset fails', async (_case, answer, text) => {
      const onDone = vi.fn();
      mockApi({ 'POST /api/user/reset-password': answer });
      renderWithProviders(
        <ResetPasswordForm email="sita@example.com" onDone={onDone} onStartOver={vi.fn()} />,
      );
      await fill('N3w-Passw0rd!', 'N3w-Passw0rd!');
      await expectAlert(text);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(onDone).not.toHaveBeenCalled();
    });
  });
});
