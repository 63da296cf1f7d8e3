import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api/schema';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SentEmails } from './sent-emails';

type Email = components['schemas']['EmailLogEntryDto'];

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const BOOKING_ID = '3f9b6a2e-4c1d-4e8f-9a7b-00000000aa01';
const LOG = 'GET /api/admin/emails';

function anEmail(id: string, overrides: Partial<Email> = {}): Email {
  return {
    id,
    template: 'order-placed',
    recipient: 'sita@example.com',
    subject: 'Your Kukur Pasal order is placed',
    status: 'sent',
    eventType: 'ordering.order-placed.v1',
    orderId: ORDER_ID,
    bookingId: null,
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-20T10:15:00.000Z',
    updatedAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

function logOf(emails: Email[], total = emails.length) {
  return mockApi({
    [LOG]: () => {
      const response = jsonResponse(emails);
      response.headers.set('X-Total-Count', String(total));
      return response;
    },
  });
}

function queryOf(fetchMock: ReturnType<typeof mockApi>) {
  return callsTo(fetchMock, LOG).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

describe('SentEmails', () => {
  it('lists an order’s e-mails: template, subject, status and time', async () => {
    const fetchMock = logOf([
      anEmail('e1', { template: 'order-approved', subject: 'Your order is approved' }),
      anEmail('e2', {
        status: 'failed',
        lastError: 'Mailbox unavailable',
        sentAt: null,
        updatedAt: '2026-11-19T09:00:00.000Z',
      }),
    ]);
    renderWithProviders(<SentEmails orderId={ORDER_ID} />);

    const [approved, placed] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(approved).getByText('order-approved')).toBeInTheDocument();
    expect(within(approved).getByText('Your order is approved')).toBeInTheDocument();
    expect(within(approved).getByText('Sent')).toBeInTheDocument();
    expect(approved).toHaveTextContent(/20 Nov 2026, 16:00.*to sita@example\.com/);
    expect(within(placed).getByText('Failed')).toBeInTheDocument();
    expect(within(placed).getByText('Mailbox unavailable')).toBeInTheDocument();
    expect(placed).toHaveTextContent(/19 Nov 2026/);

    expect(queryOf(fetchMock)).toEqual([{ orderId: ORDER_ID, page: '1', pageSize: '20' }]);
  });

  it('shows an e-mail being sent (claimed, not yet recorded as sent) as Sending, at its last attempt', async () => {
    logOf([
      anEmail('e1', {
        status: 'sending',
        attempts: 2,
        lastError: 'interrupted',
        sentAt: null,
        updatedAt: '2026-11-21T08:30:00.000Z',
      }),
    ]);
    renderWithProviders(<SentEmails orderId={ORDER_ID} />);

    const [sending] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(sending).getByText('Sending')).toHaveAttribute(
      'title',
      'Being sent now, or again after an interrupted attempt',
    );
    expect(within(sending).queryByText('interrupted')).not.toBeInTheDocument();
    expect(sending).toHaveTextContent(/21 Nov 2026/);
  });

  it('asks for a booking’s e-mails and says No e-mails yet when there are none', async () => {
    const fetchMock = logOf([]);
    renderWithProviders(<SentEmails bookingId={BOOKING_ID} />);
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(queryOf(fetchMock)).toEqual([{ bookingId: BOOKING_ID, page: '1', pageSize: '20' }]);
  });

  it('says when only the latest are listed', async () => {
    logOf([anEmail('e1')], 23);
    renderWithProviders(<SentEmails orderId={ORDER_ID} />);
    expect(await screen.findByText('The latest 1 of 23 e-mails.')).toBeInTheDocument();
  });

  it('says when the e-mails cannot be loaded, with Try Again', async () => {
    mockApi({ [LOG]: () => errorResponse(500, 'Database unavailable') });
    renderWithProviders(<SentEmails orderId={ORDER_ID} />);
    expect(await screen.findByText(/The e-mails could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });
});
