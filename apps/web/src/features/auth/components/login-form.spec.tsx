import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_MESSAGES } from '@kukur/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAlert } from '@/testing/alerts';
import { anAdmin, anAuthSession, aUser } from '@/testing/auth-fixtures';
import { fakeGoogle, withGoogle, noGoogle } from '@/testing/google';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { sessionStore } from '../session/session-store';
import { LoginForm } from './login-form';

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  beforeEach(() => sessionStore.logOut());
  afterEach(() => {
    delete window.google;
  });

  it('links Forgot Password? and Sign Up', () => {
    mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = mockApi(noGoogle);
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fillAndSubmit('sita@', '12345');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user/login')).toHaveLength(0);
  });

  it('rechecks a field as it changes once it has been typed in', async () => {
    mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    const email = screen.getByLabelText('Email');

    await userEvent.type(email, 'sita@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides the password with its button, keeping the field named Password', async () => {
    mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret1');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret1');
  });

  it('logs in, stores user and token and welcomes the user back', async () => {
    const session = anAuthSession(aUser({ name: 'Sita' }));
    const fetchMock = mockApi({ ...noGoogle, 'POST /api/user/login': () => jsonResponse(session) });
    renderWithProviders(<LoginForm />);

    await fillAndSubmit(' sita@example.com ', 'secret1');

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sita!')).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: session.user, token: session.token });
    expect(localStorage.getItem('token')).toBe(session.token);
    const [request] = callsTo(fetchMock, 'POST /api/user/login');
    expect(await request.json()).toEqual({ email: 'sita@example.com', password: 'secret1' });
  });

  it.each([
    [
      '401 Invalid credentials',
      () => errorResponse(401, 'Invalid credentials', 'IDENTITY.INVALID_CREDENTIALS'),
      'Invalid email or password. Please try again.',
    ],
    [
      '400 Email and password are required',
      () => errorResponse(400, 'Email and password are required', 'COMMON.VALIDATION_FAILED'),
      'Email and password are required. Please fill in all fields.',
    ],
    [
      '429 with a message',
      () => errorResponse(429, 'Too many login attempts. Please try again later.', 'COMMON.RATE_LIMITED'),
      'Too many login attempts. Please try again later.',
    ],
    [
      'an unknown failure',
      () => errorResponse(500, 'Internal server error', 'COMMON.INTERNAL_ERROR'),
      'Login failed. Please check your credentials and try again.',
    ],
    [
      'no response',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No response from server. Please try again later.',
    ],
    [
      'an answer without the token',
      () => jsonResponse({ user: aUser() }),
      'Authentication data is missing in response.',
    ],
  ])('shows the catalogue text for %s with a Login Failed toast', async (_case, answer, text) => {
    mockApi({ ...noGoogle, 'POST /api/user/login': answer });
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('sita@example.com', 'secret1');

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    await expectAlert(text);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('asks for the e-mailed code when the account needs one, sends it with the password, and can send a new one', async () => {
    const required = IDENTITY_MESSAGES.loginCodeRequired;
    const session = anAuthSession(aUser({ name: 'Sita' }));
    const answers = [
      () => errorResponse(401, required, 'IDENTITY.LOGIN_CODE_REQUIRED'),
      () => errorResponse(401, IDENTITY_MESSAGES.loginCodeInvalid, 'IDENTITY.LOGIN_CODE_INVALID'),
      () => errorResponse(401, required, 'IDENTITY.LOGIN_CODE_REQUIRED'),
      () => jsonResponse(session),
    ];
    const fetchMock = mockApi({ ...noGoogle, 'POST /api/user/login': () => answers.shift()!() });
    renderWithProviders(<LoginForm />);
    expect(screen.queryByLabelText('Login code')).not.toBeInTheDocument();

    await fillAndSubmit('sita@example.com', 'secret1');
    await expectAlert(required);
    const code = await screen.findByLabelText('Login code');

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await userEvent.type(code, '12345');
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user/login')).toHaveLength(1);

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectAlert('The password or the code is not right.');

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await expectAlert(required);
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Welcome back, Sita!')).toBeInTheDocument();
    const bodies = await Promise.all(callsTo(fetchMock, 'POST /api/user/login').map((r) => r.json()));
    const login = { email: 'sita@example.com', password: 'secret1' };
    expect(bodies).toEqual([login, { ...login, otp: '123456' }, login, { ...login, otp: '654321' }]);
  });

  it('shows no Google sign-in when Google is not configured', async () => {
    const fetchMock = mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth/config')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  describe('with Google configured', () => {
    it('renders Google’s button and the Continue with Google redirect link', async () => {
      fakeGoogle('Sign in with Google');
      mockApi(withGoogle);
      renderWithProviders(<LoginForm />);
      expect(await screen.findByText('Sign in with Google')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Continue with Google/ })).toHaveAttribute(
        'href',
        '/api/auth/google',
      );
    });

    it('logs in with the Google credential', async () => {
      const google = fakeGoogle('Sign in with Google');
      const session = anAuthSession(anAdmin({ name: 'Ram' }));
      const fetchMock = mockApi({
        ...withGoogle,
        'POST /api/user/login-with-google': () => jsonResponse(session),
      });
      renderWithProviders(<LoginForm />);
      await screen.findByText('Sign in with Google');

      google.respond('google-id-token');

      expect(await screen.findByText('Google Login Successful')).toBeInTheDocument();
      expect(screen.getByText('Welcome back, Ram!')).toBeInTheDocument();
      expect(sessionStore.getState().token).toBe(session.token);
      const [request] = callsTo(fetchMock, 'POST /api/user/login-with-google');
      expect(await request.json()).toEqual({ credential: 'google-id-token' });
    });

    it('says to sign up first when Google’s account has no account here (404)', async () => {
      const google = fakeGoogle('Sign in with Google');
      mockApi({
        ...withGoogle,
        'POST /api/user/login-with-google': () =>
          errorResponse(404, 'No account', 'IDENTITY.GOOGLE_ACCOUNT_NOT_FOUND'),
      });
      renderWithProviders(<LoginForm />);
      await screen.findByText('Sign in with Google');

      google.respond('google-id-token');

      await expectAlert('No account found for this Google user. Please sign up first.');
    });

    it('says Login with Google failed for any other failure', async () => {
      const google = fakeGoogle('Sign in with Google');
      mockApi({ ...withGoogle, 'POST /api/user/login-with-google': () => errorResponse(401, 'Bad token') });
      renderWithProviders(<LoginForm />);
      await screen.findByText('Sign in with Google');

      google.respond('google-id-token');

      await expectAlert('Login with Google failed. Please try again later.');
    });
  });

  it('tells when the Google redirect flow came back failed', async () => {
    mockApi(noGoogle);
    renderWithProviders(<LoginForm googleFailed />);
    await expectAlert('Google sign-in was unsuccessful. Please try again later.');
  });
});
