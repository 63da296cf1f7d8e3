import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api/schema';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminEmailsPage } from './admin-emails-page';

type Email = components['schemas']['EmailLogEntryDto'];

function anEmail(id: string, overrides: Partial<Email> = {}): Email {
  return {
    id,
    template: 'order-placed',
    recipient: 'sita@example.com',
    subject: 'Your Kukur Pasal order 1A2B3C4D is placed',
    status: 'sent',
    eventType: 'ordering.order-placed.v1',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
    bookingId: null,
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-20T10:15:00.000Z',
    updatedAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

const placed = anEmail('e1');
const reminder = anEmail('e2', {
  template: 'booking-reminder',
  recipient: 'hari@example.com',
  subject: null,
  status: 'failed',
  orderId: null,
  bookingId: '3f9b6a2e-4c1d-4e8f-9a7b-00000000aa01',
  attempts: 5,
  lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
  sentAt: null,
  updatedAt: '2026-11-21T08:00:00.000Z',
});

const LOG = 'GET /api/admin/emails';

function logOf(emails: Email[], total = emails.length) {
  return mockApi({
    [LOG]: () => {
      const response = jsonResponse(emails);
      response.headers.set('X-Total-Count', String(total));
      return response;
    },
  });
}

function queries(fetchMock: ReturnType<typeof mockApi>): Record<string, string>[] {
  return callsTo(fetchMock, LOG).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

function rowOf(recipient: string): HTMLElement {
  const row = screen.getByText(recipient).closest('tr');
  if (!row) throw new Error(`No row for ${recipient}`);
  return row;
}

function renderEmails() {
  return renderWithProviders(<AdminEmailsPage />, { route: '/admin/emails' });
}

describe('Admin E-mails', () => {
  it('lists the e-mails: when, recipient, subject, template, status, attempts and what they were about', async () => {
    const fetchMock = logOf([placed, reminder]);
    renderEmails();
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail Log' })).toBeInTheDocument();
    await screen.findByText('sita@example.com');

    const sent = rowOf('sita@example.com');
    expect(sent).toHaveTextContent(/20 Nov 2026/);
    expect(within(sent).getByText('Your Kukur Pasal order 1A2B3C4D is placed')).toBeInTheDocument();
    expect(within(sent).getByText('order-placed')).toBeInTheDocument();
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(sent).toHaveTextContent('Order a1b2c3d4');

    const failed = rowOf('hari@example.com');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    // Why it failed is in the row as text too: phones cannot hover for the tooltip.
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:1025')).toBeInTheDocument();
    expect(failed).toHaveTextContent('No subject');
    expect(failed).toHaveTextContent('Booking 0000AA01');
    expect(within(failed).getByRole('cell', { name: '5' })).toBeInTheDocument();

    expect(screen.getByText('2 e-mails')).toBeInTheDocument();
    expect(queries(fetchMock)).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('shows the failure reason in a tooltip on hover', async () => {
    logOf([reminder]);
    renderEmails();
    await screen.findByText('hari@example.com');
    await userEvent.hover(within(rowOf('hari@example.com')).getByText('Failed'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:1025'),
    );
  });

  it('searches by recipient once typing pauses, and starts again at page 1', async () => {
    const fetchMock = logOf([placed], 25);
    renderEmails();
    expect(await screen.findByText('25 e-mails')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toEqual({ page: '2', pageSize: '10' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by recipient' }), 'sita');
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({ search: 'sita', page: '1', pageSize: '10' }),
    );
    expect(queries(fetchMock).filter((query) => query.search !== undefined)).toHaveLength(1);
  });

  it('filters by status: All, Sent, Sending, Failed', async () => {
    const fetchMock = logOf([placed]);
    renderEmails();
    await screen.findByText('sita@example.com');
    const filter = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Sent', 'Sending', 'Failed']);

    await userEvent.click(within(filter).getByRole('radio', { name: 'Sending' }));
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({ status: 'sending', page: '1', pageSize: '10' }),
    );
    await userEvent.click(within(filter).getByRole('radio', { name: 'Failed' }));
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({ status: 'failed', page: '1', pageSize: '10' }),
    );
    await userEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '10' }));
  });

  it('says No e-mails found when nothing matches', async () => {
    logOf([]);
    renderEmails();
    expect(await screen.findByText('No e-mails found')).toBeInTheDocument();
  });

  it('says when the log cannot be loaded', async () => {
    mockApi({ [LOG]: () => errorResponse(500, 'Database unavailable') });
    renderEmails();
    expect(
      await screen.findByRole('heading', { name: 'The e-mail log could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });
});
