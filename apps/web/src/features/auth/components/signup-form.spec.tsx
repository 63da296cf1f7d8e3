import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAlert } from '@/testing/alerts';
import { anAuthSession, aUser } from '@/testing/auth-fixtures';
import { fakeGoogle, withGoogle, noGoogle } from '@/testing/google';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { showLanguage } from '@/shared/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionStore } from '../session/session-store';
import { SignupForm } from './signup-form';

async function fillAndSubmit(values: { name?: string; email?: string; password?: string }) {
  if (values.name) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupForm', () => {
  beforeEach(() => sessionStore.logOut());
  afterEach(() => {
    delete window.google;
  });

  it('links to /login', () => {
    mockApi(noGoogle);
    renderWithProviders(<SignupForm onContinue={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('checks name, e-mail and password before asking the server', async () => {
    const fetchMock = mockApi(noGoogle);
    renderWithProviders(<SignupForm onContinue={vi.fn()} />);

    await fillAndSubmit({});
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await fillAndSubmit({ name: 'S', email: 'sita@example' });
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user/check-email')).toHaveLength(0);
  });

  it('goes on to verification with name, e-mail and password when the address is free', async () => {
    const onContinue = vi.fn();
    const fetchMock = mockApi({
      ...noGoogle,
      'POST /api/user/check-email': () => jsonResponse({ exists: false }),
    });
    renderWithProviders(<SignupForm onContinue={onContinue} />);

    await fillAndSubmit({ name: ' Sita ', email: ' sita@example.com ', password: 'secret1' });

    await waitFor(() =>
      expect(onContinue).toHaveBeenCalledWith({
        name: 'Sita',
        email: 'sita@example.com',
        password: 'secret1',
        marketingOptIn: false,
      }),
    );
    expect(screen.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked();
    const [request] = callsTo(fetchMock, 'POST /api/user/check-email');
    expect(await request.json()).toEqual({ email: 'sita@example.com' });
  });

  it('warns when the address is already registered and stays', async () => {
    const onContinue = vi.fn();
    mockApi({ ...noGoogle, 'POST /api/user/check-email': () => jsonResponse({ exists: true }) });
    renderWithProviders(<SignupForm onContinue={onContinue} />);

    await fillAndSubmit({ name: 'Sita', email: 'sita@example.com', password: 'secret1' });

    await waitFor(() =>
      expect(screen.getAllByText('This email is already registered. Please login instead.')).toHaveLength(2),
    );
    expect(document.querySelector('.kp-toast--warning')).not.toBeNull();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the server message, or the fallback, when the check fails', async () => {
    mockApi({ ...noGoogle, 'POST /api/user/check-email': () => Promise.reject(new TypeError('offline')) });
    renderWithProviders(<SignupForm onContinue={vi.fn()} />);
    await fillAndSubmit({ name: 'Sita', email: 'sita@example.com', password: 'secret1' });
    await expectAlert('Failed to initiate signup. Please try again later.');
  });

  describe('Google sign-up', () => {
    it('creates the account from the Google credential and logs in', async () => {
      const google = fakeGoogle('Sign up with Google');
      const session = anAuthSession(aUser({ name: 'Sita' }));
      const fetchMock = mockApi({
        ...withGoogle,
        'POST /api/user/auth/complete-google-signup': () => jsonResponse(session, 201),
      });
      renderWithProviders(<SignupForm onContinue={vi.fn()} />);
      await screen.findByText('Sign up with Google');

      google.respond('google-id-token');

      expect(await screen.findByText('Signup Successful')).toBeInTheDocument();
      expect(screen.getByText(/Welcome to Kukur Pasal, Sita!/)).toBeInTheDocument();
      expect(sessionStore.getState().token).toBe(session.token);
      const [request] = callsTo(fetchMock, 'POST /api/user/auth/complete-google-signup');
      expect(await request.json()).toEqual({
        credential: 'google-id-token',
        marketingOptIn: false,
        preferredLanguage: 'en',
      });
    });

    it('sends the marketing checkbox along when it was ticked', async () => {
      const google = fakeGoogle('Sign up with Google');
      const fetchMock = mockApi({
        ...withGoogle,
        'POST /api/user/auth/complete-google-signup': () =>
          jsonResponse(anAuthSession(aUser({ name: 'Sita' })), 201),
      });
      renderWithProviders(<SignupForm onContinue={vi.fn()} />);
      await screen.findByText('Sign up with Google');
      await userEvent.click(screen.getByRole('checkbox', { name: /Send me news/ }));

      google.respond('google-id-token');

      expect(await screen.findByText('Signup Successful')).toBeInTheDocument();
      const [request] = callsTo(fetchMock, 'POST /api/user/auth/complete-google-signup');
      expect(await request.json()).toEqual({
        credential: 'google-id-token',
        marketingOptIn: true,
        preferredLanguage: 'en',
      });
    });

    it('creates the account in the language the page shows (Nepali)', async () => {
      await showLanguage('ne');
      const google = fakeGoogle('Sign up with Google');
      const fetchMock = mockApi({
        ...withGoogle,
        'POST /api/user/auth/complete-google-signup': () =>
          jsonResponse(anAuthSession(aUser({ name: 'Sita' })), 201),
      });
      renderWithProviders(<SignupForm onContinue={vi.fn()} />);
      await screen.findByText('Sign up with Google');

      google.respond('google-id-token');

      await waitFor(() =>
        expect(callsTo(fetchMock, 'POST /api/user/auth/complete-google-signup')).toHaveLength(1),
      );
      const [request] = callsTo(fetchMock, 'POST /api/user/auth/complete-google-signup');
      expect(await request.json()).toMatchObject({ preferredLanguage: 'ne' });
    });

    it('says the Google account is already registered (409)', async () => {
      const google = fakeGoogle('Sign up with Google');
      mockApi({
        ...withGoogle,
        'POST /api/user/auth/complete-google-signup': () =>
          errorResponse(409, 'Conflict', 'IDENTITY.EMAIL_TAKEN'),
      });
      renderWithProviders(<SignupForm onContinue={vi.fn()} />);
      await screen.findByText('Sign up with Google');

      google.respond('google-id-token');

      await expectAlert('This Google account is already registered. Please login instead.');
      expect(sessionStore.getState().user).toBeNull();
    });
  });
});
