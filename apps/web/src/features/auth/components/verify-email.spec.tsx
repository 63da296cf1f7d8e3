import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAlert } from '@/testing/alerts';
import { anAuthSession, aUser } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { showLanguage } from '@/shared/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionStore } from '../session/session-store';
import { VerifyEmail } from './verify-email';

const pending = { name: 'Sita', email: 'sita@example.com', password: 'secret1' };
const codeSent: ApiRoutes = {
  'POST /api/otp/send-otp': () => jsonResponse({ message: 'Verification code sent' }),
};
const verified = () => jsonResponse({ message: 'OTP verified successfully' });

async function enterCode(code: string) {
  await userEvent.type(screen.getByLabelText('Verification code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify and Create Account' }));
}

const resendButton = () => screen.getByRole('button', { name: /Resend Code/ });

describe('VerifyEmail', () => {
  beforeEach(() => sessionStore.logOut());

  it('shows Invalid Session with Back to Signup when opened without the signup details', async () => {
    const onBack = vi.fn();
    const fetchMock = mockApi({});
    renderWithProviders(<VerifyEmail pending={null} onBackToSignup={onBack} />);
    expect(screen.getByRole('heading', { name: 'Invalid Session' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(onBack).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code once on arrival', async () => {
    const fetchMock = mockApi(codeSent);
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/otp/send-otp')).toHaveLength(1));
    expect(await callsTo(fetchMock, 'POST /api/otp/send-otp')[0].json()).toEqual({
      email: 'sita@example.com',
      purpose: 'verification',
      language: 'en',
    });
  });

  it('asks for the code and creates the account in the language the page shows (Nepali)', async () => {
    await showLanguage('ne');
    const fetchMock = mockApi({
      ...codeSent,
      'POST /api/otp/verify-otp': verified,
      'POST /api/user/signup': () => jsonResponse(anAuthSession(aUser({ name: 'Sita' })), 201),
    });
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'आफ्नो इमेल प्रमाणित गर्नुहोस्' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('प्रमाणीकरण कोड'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'प्रमाणित गरेर खाता खोल्नुहोस्' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/user/signup')).toHaveLength(1));
    expect(await screen.findByRole('dialog', { name: 'साइन अप सफल भयो' })).toHaveTextContent(
      'Kukur Pasal मा स्वागत छ, Sita! तपाईंको इमेल प्रमाणित भयो र खाता तयार छ।',
    );
    expect(await callsTo(fetchMock, 'POST /api/otp/send-otp')[0].json()).toMatchObject({ language: 'ne' });
    expect(await callsTo(fetchMock, 'POST /api/user/signup')[0].json()).toEqual({
      ...pending,
      preferredLanguage: 'ne',
    });
  });

  it('asks for the code before checking it', async () => {
    const fetchMock = mockApi(codeSent);
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Create Account' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/otp/verify-otp')).toHaveLength(0);
  });

  it('verifies the code, creates the account and offers Login, which logs the new customer in', async () => {
    const session = anAuthSession(aUser({ name: 'Sita' }));
    const fetchMock = mockApi({
      ...codeSent,
      'POST /api/otp/verify-otp': verified,
      'POST /api/user/signup': () => jsonResponse(session, 201),
    });
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);

    await enterCode(' 123456 ');

    const dialog = await screen.findByRole('dialog', { name: 'Signup Successful' });
    expect(within(dialog).getByText(/Welcome to Kukur Pasal, Sita!/)).toBeInTheDocument();
    expect(await callsTo(fetchMock, 'POST /api/otp/verify-otp')[0].json()).toEqual({
      email: 'sita@example.com',
      otp: '123456',
      purpose: 'verification',
    });
    expect(await callsTo(fetchMock, 'POST /api/user/signup')[0].json()).toEqual({
      ...pending,
      preferredLanguage: 'en',
    });
    expect(sessionStore.getState().user).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(sessionStore.getState()).toMatchObject({ user: session.user, token: session.token });
  });

  it('says Invalid verification code on 401 and keeps the resend wait', async () => {
    mockApi({
      ...codeSent,
      'POST /api/otp/verify-otp': () =>
        errorResponse(401, 'Invalid verification code', 'IDENTITY.OTP_INVALID'),
    });
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
    await enterCode('000000');
    await expectAlert('Invalid verification code');
    expect(resendButton()).toBeDisabled();
  });

  it('says the code has expired on 410 and allows a resend at once', async () => {
    const fetchMock = mockApi({
      ...codeSent,
      'POST /api/otp/verify-otp': () =>
        errorResponse(410, 'Verification code has expired', 'IDENTITY.OTP_EXPIRED'),
    });
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
    await enterCode('123456');
    await expectAlert('Verification code has expired');
    await waitFor(() => expect(resendButton()).toBeEnabled());
    expect(resendButton()).toHaveTextContent('Resend Code');

    await userEvent.click(resendButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/otp/send-otp')).toHaveLength(2));
    expect(resendButton()).toBeDisabled();
  });

  it('shows the server message for other failures, or Verification failed', async () => {
    mockApi({ ...codeSent, 'POST /api/otp/verify-otp': () => errorResponse(500, 'Database down') });
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
    await enterCode('123456');
    await expectAlert('Database down');
  });

  it('says verification worked but the account could not be created, and retries only the signup', async () => {
    let signups = 0;
    const fetchMock = mockApi({
      ...codeSent,
      'POST /api/otp/verify-otp': verified,
      'POST /api/user/signup': () => {
        signups += 1;
        return signups === 1 ? errorResponse(500, 'Internal error') : jsonResponse(anAuthSession(), 201);
      },
    });
    renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);

    await enterCode('123456');
    await expectAlert('Verification successful, but account creation failed. Please contact support.');

    await userEvent.click(screen.getByRole('button', { name: 'Verify and Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Signup Successful' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/otp/verify-otp')).toHaveLength(1);
  });

  describe('resend countdown', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('waits 60 s before a new code can be sent', async () => {
      mockApi(codeSent);
      renderWithProviders(<VerifyEmail pending={pending} onBackToSignup={vi.fn()} />);
      expect(resendButton()).toHaveTextContent('Resend Code in 60s');
      expect(resendButton()).toBeDisabled();

      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(resendButton()).toHaveTextContent('Resend Code in 30s');
      expect(resendButton()).toBeDisabled();

      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(resendButton()).toHaveTextContent(/^Resend Code$/);
      expect(resendButton()).toBeEnabled();
    });
  });
});
