import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import { expectAlert } from '@/testing/alerts';
import { anAdmin, anAuthSession, aUser } from '@/testing/auth-fixtures';
import { noGoogle } from '@/testing/google';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { fillIn } from '@/testing/fill-in';
import { currentPath, renderApp } from '@/testing/render-app';

const base: ApiRoutes = {
  ...noGoogle,
  'GET /api/products': () => jsonResponse([]),
};

describe('account flows through the router', () => {
  beforeEach(() => sessionStore.logOut());

  it('signup: a free address goes to /verification-pending with the details, and Login ends on / logged in', async () => {
    const session = anAuthSession(aUser({ name: 'Sita' }));
    const fetchMock = mockApi({
      ...base,
      'POST /api/user/check-email': () => jsonResponse({ exists: false }),
      'POST /api/otp/send-otp': () => jsonResponse({ message: 'Code sent' }),
      'POST /api/otp/verify-otp': () => jsonResponse({ message: 'OTP verified successfully' }),
      'POST /api/user/signup': () => jsonResponse(session, 201),
    });
    const { router } = renderApp('/signup');

    await fillIn(await screen.findByLabelText('Name'), 'Sita');
    await fillIn(screen.getByLabelText('Email'), 'sita@example.com');
    await fillIn(screen.getByLabelText('Password'), 'secret1');
    const newsCheckbox = screen.getByRole('checkbox', { name: /Send me news/ });
    expect(newsCheckbox).not.toBeChecked();
    await userEvent.click(newsCheckbox);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(currentPath(router)).toBe('/verification-pending'));
    expect(router.state.location.state).toEqual({
      name: 'Sita',
      email: 'sita@example.com',
      password: 'secret1',
      marketingOptIn: true,
      method: 'email',
    });

    await fillIn(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signup Successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(sessionStore.getState().user).toEqual(session.user);
    const [signup] = callsTo(fetchMock, 'POST /api/user/signup');
    expect(await signup!.json()).toEqual({
      name: 'Sita',
      email: 'sita@example.com',
      password: 'secret1',
      marketingOptIn: true,
      preferredLanguage: 'en',
    });
    // The history entry that held the password has been replaced.
    expect(router.state.location.state).toBeNull();
  });

  it('verification without signup details: Invalid Session and Back to Signup', async () => {
    mockApi(base);
    const { router } = renderApp('/verification-pending');
    expect(await screen.findByRole('heading', { name: 'Invalid Session' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signup'));
  });

  it.each(['/forgotpassword', '/ForgotPassword', '/forgot-password'])(
    '%s is the Forgot Password page',
    async (path) => {
      mockApi(base);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    },
  );

  describe('password reset', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('goes forgot -> /VerifyOtp -> /ResetPassword -> /login, 2 s after each step', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      mockApi({
        ...base,
        'POST /api/otp/send-otp': () => jsonResponse({ message: 'Code sent' }),
        'POST /api/otp/verify-otp': () => jsonResponse({ message: 'OTP verified successfully' }),
        'POST /api/user/reset-password': () => jsonResponse({ message: 'Password reset successfully' }),
      });
      const { router } = renderApp('/forgotpassword');

      await fillIn(await screen.findByLabelText('Email'), 'sita@example.com', user);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      await expectAlert('Code sent');
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(currentPath(router)).toBe('/VerifyOtp'));
      expect(router.state.location.state).toEqual({ email: 'sita@example.com' });

      await fillIn(await screen.findByLabelText('OTP'), '123456', user);
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      await expectAlert('OTP verified successfully');
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(currentPath(router)).toBe('/ResetPassword'));
      expect(await screen.findByLabelText('Email')).toHaveValue('sita@example.com');

      await fillIn(screen.getByLabelText('New Password'), 'N3w-Passw0rd!', user);
      await fillIn(screen.getByLabelText('Confirm Password'), 'N3w-Passw0rd!', user);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      await expectAlert('Password reset successfully');
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(currentPath(router)).toBe('/login'));
    });

    it('a logged-in customer can reach it from Edit Profile, with the address filled in', async () => {
      sessionStore.logIn(aUser({ email: 'sita@example.com' }), 'token');
      mockApi(base);
      const { router } = renderApp('/edit-profile');
      await userEvent.click(await screen.findByRole('link', { name: /Change Password/ }));
      await waitFor(() => expect(currentPath(router)).toBe('/ForgotPassword'));
      expect(await screen.findByLabelText('Email')).toHaveValue('sita@example.com');
    });
  });

  describe('/auth/google/complete', () => {
    it('turns the cookie into a session and lands a customer on /', async () => {
      const session = anAuthSession(aUser({ name: 'Sita' }));
      mockApi({ ...base, 'POST /api/auth/refresh': () => jsonResponse(session) });
      const { router } = renderApp('/auth/google/complete');
      expect(await screen.findByText('Google Login Successful')).toBeInTheDocument();
      await waitFor(() => expect(currentPath(router)).toBe('/'));
      expect(sessionStore.getState().token).toBe(session.token);
    });

    it('lands an admin on /admin', async () => {
      mockApi({ ...base, 'POST /api/auth/refresh': () => jsonResponse(anAuthSession(anAdmin())) });
      const { router } = renderApp('/auth/google/complete');
      await waitFor(() => expect(currentPath(router)).toBe('/admin'));
    });

    it('goes back to /login with a message when there is no session', async () => {
      mockApi({
        ...base,
        'POST /api/auth/refresh': () => errorResponse(401, 'Session expired', 'IDENTITY.SESSION_EXPIRED'),
      });
      const { router } = renderApp('/auth/google/complete');
      await waitFor(() => expect(currentPath(router)).toBe('/login?google=failed'));
      await expectAlert('Google sign-in was unsuccessful. Please try again later.');
    });
  });

  it('/shop leads to /products', async () => {
    mockApi(base);
    const { router } = renderApp('/shop');
    await waitFor(() => expect(currentPath(router)).toBe('/products'));
  });
});
