import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { MarketingLinkPage } from './marketing-link-page';

const invalid = 'This link is not valid. Please use the link from the e-mail we sent you.';

describe('MarketingLinkPage', () => {
  it('unsubscribe: says what will happen and unsubscribes only when the button is pressed', async () => {
    const fetchMock = mockApi({
      'GET /api/newsletter/unsubscribe/details': () => jsonResponse({ email: 'sita@example.com' }),
      'POST /api/newsletter/unsubscribe': () =>
        jsonResponse({ message: 'You have been unsubscribed. Bye.', email: 'sita@example.com' }),
    });
    renderWithProviders(<MarketingLinkPage kind="unsubscribe" token="m1.abc.def" />);

    expect(
      await screen.findByText(/sita@example\.com will no longer receive newsletters/),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/newsletter/unsubscribe')).toHaveLength(0);
    const [details] = callsTo(fetchMock, 'GET /api/newsletter/unsubscribe/details');
    expect(new URL(details!.url).searchParams.get('token')).toBe('m1.abc.def');

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You have been unsubscribed. Bye.')).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST /api/newsletter/unsubscribe');
    expect(new URL(post!.url).searchParams.get('token')).toBe('m1.abc.def');
  });

  it('confirm: confirms the subscription with the button', async () => {
    const fetchMock = mockApi({
      'GET /api/newsletter/confirm': () => jsonResponse({ email: 'ram@example.com' }),
      'POST /api/newsletter/confirm': () =>
        jsonResponse({ message: "You're subscribed!", email: 'ram@example.com', alreadyConfirmed: false }),
    });
    renderWithProviders(<MarketingLinkPage kind="confirm" token="m1.x.y" />);
    expect(await screen.findByText(/to ram@example\.com\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByRole('heading', { name: "You're subscribed!" })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/newsletter/confirm')).toHaveLength(1);
  });

  it('shows the server’s reason for a changed or foreign link, and offers no button', async () => {
    mockApi({
      'GET /api/newsletter/unsubscribe/details': () =>
        errorResponse(400, invalid, 'NOTIFICATION.MARKETING_LINK_INVALID'),
    });
    renderWithProviders(<MarketingLinkPage kind="unsubscribe" token="tampered" />);
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the link does not work when it has no token', () => {
    mockApi({});
    renderWithProviders(<MarketingLinkPage kind="unsubscribe" token={null} />);
    expect(screen.getByText(invalid)).toBeInTheDocument();
  });
});
