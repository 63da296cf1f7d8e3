import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, requestsOf } from '@/testing/mock-fetch';
import { showLanguage } from '@/shared/i18n';
import { renderWithProviders } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

const emailInput = () => screen.getByLabelText('Email address');
const subscribeButton = () => screen.getByRole('button', { name: /Subscribe/ });

describe('NewsletterForm', () => {
  it('says the address is invalid while typing a bad one and clears once it is valid', async () => {
    mockFetch(() => jsonResponse({}, 201));
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'sita@');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(emailInput(), 'example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when the field is emptied', async () => {
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'bad');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.clear(emailInput());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Email is required when submitted empty and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    renderWithProviders(<NewsletterForm />);
    await userEvent.click(subscribeButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not send an invalid address', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'not an email{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes a valid address and asks to confirm from the inbox (double opt-in)', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        { message: 'Check', email: 'sita@example.com', alreadySubscribed: false, confirmationSent: true },
        201,
      ),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), ' sita@example.com ');
    await userEvent.click(subscribeButton());
    expect(
      await screen.findByText(
        'Almost there! Please check your inbox and click the link in our e-mail to confirm your subscription.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Successfully subscribed!')).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
    const [request] = requestsOf(fetchMock);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/newsletter/subscribe');
    expect(await request.json()).toEqual({ email: 'sita@example.com', language: 'en' });
  });

  it('subscribes in the language the page shows (Nepali)', async () => {
    await showLanguage('ne');
    const fetchMock = mockFetch(() =>
      jsonResponse(
        { message: 'Check', email: 'sita@example.com', alreadySubscribed: false, confirmationSent: true },
        201,
      ),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox'), 'sita@example.com{Enter}');
    await waitFor(() => expect(requestsOf(fetchMock)).toHaveLength(1));
    expect(await requestsOf(fetchMock)[0].json()).toEqual({ email: 'sita@example.com', language: 'ne' });
  });

  it('says Successfully subscribed! to an address that had confirmed before', async () => {
    mockFetch(() =>
      jsonResponse(
        { message: 'x', email: 'sita@example.com', alreadySubscribed: true, confirmationSent: false },
        200,
      ),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'sita@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
  });

  it('shows the server message when it answers 400', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please enter a valid email address',
          code: 'COMMON.VALIDATION_FAILED',
        },
        400,
      ),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'sita@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Successfully subscribed!')).not.toBeInTheDocument();
  });

  it('shows Failed to subscribe. Please try again. on any other failure', async () => {
    mockFetch(() =>
      jsonResponse(
        { statusCode: 500, error: 'x', message: 'Database down', code: 'COMMON.INTERNAL_ERROR' },
        500,
      ),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'sita@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('shows the generic failure when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(emailInput(), 'sita@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});
