import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/shared/api/schema';
import { aProduct } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminProductsPage } from './admin-products-page';

type Announcement = components['schemas']['AnnouncementProgressDto'];

const LATEST = 'GET /api/notifications/announcements';

function anAnnouncement(id: string, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    productId: 'yak-chew',
    productName: 'Himalayan Yak Chew',
    recipients: 128,
    sent: 100,
    failed: 2,
    skipped: 0,
    pending: 26,
    status: 'sending',
    createdAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

const yakChew = anAnnouncement('a1');
const doneEarlier = anAnnouncement('a0', {
  productName: 'Royal Kibble',
  sent: 120,
  failed: 0,
  pending: 0,
  status: 'done',
});

/** The shop's products, and the latest announcements as the server reports them call after call. */
function shop(...answers: Announcement[][]) {
  let call = 0;
  return mockApi({
    'GET /api/products': () => jsonResponse([aProduct({ _id: 'kibble', name: 'Royal Kibble' })]),
    [LATEST]: () => jsonResponse(answers[Math.min(call++, answers.length - 1)]),
  });
}

function renderProducts() {
  return renderWithProviders(<AdminProductsPage />, { route: '/admin/products' });
}

describe('Announcements being sent, on Admin Products', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each announcement still sending: product, sent, failed, recipients and a progress bar', async () => {
    shop([yakChew, doneEarlier]);
    renderProducts();
    const banner = await screen.findByRole('region', { name: 'Announcements being sent' });
    const items = within(banner).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Himalayan Yak Chew');
    expect(items[0]).toHaveTextContent('100 sent · 2 failed · 128 recipients');
    expect(within(items[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '79');
    expect(banner).not.toHaveTextContent('Royal Kibble');
  });

  it('shows nothing when no announcement is sending, and does not keep asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = shop([doneEarlier]);
    renderProducts();
    await screen.findByRole('cell', { name: 'Royal Kibble' });
    await waitFor(() => expect(callsTo(fetchMock, LATEST)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Announcements being sent' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, LATEST)).toHaveLength(1);
  });

  it('asks again every 3 seconds while sending, and goes away once every one is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = shop(
      [yakChew],
      [{ ...yakChew, sent: 120, failed: 2, pending: 6 }],
      [{ ...yakChew, sent: 126, failed: 2, pending: 0, status: 'done' }],
    );
    renderProducts();
    const banner = await screen.findByRole('region', { name: 'Announcements being sent' });
    expect(banner).toHaveTextContent('100 sent · 2 failed');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(banner).toHaveTextContent('120 sent · 2 failed'));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Announcements being sent' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, LATEST)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(callsTo(fetchMock, LATEST)).toHaveLength(3);
  });
});
