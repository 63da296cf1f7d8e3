import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '../api/admin-webhook-types';
import { AdminWebhooksPage } from './admin-webhooks-page';

const LIST = 'GET /api/admin/webhooks';
const CREATE = 'POST /api/admin/webhooks';
const CLINIC_ID = '0b6f1d2e-8c4a-4f5b-9d3e-2a1c7e6f5b4d';
const CLINIC_URL = 'https://clinic.example.com.np/hooks/kukur';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq1v2y3Zk8aE=';
const NEW_SECRET = 'whsec_Zx6Cv0Bn2Zx6Cv0Bn2Zx6Cv0Bn2Zx6Cv0Bn2Zx6Cv0B=';

const clinic: WebhookEndpoint = {
  id: CLINIC_ID,
  url: CLINIC_URL,
  description: 'Pashupati Vet Clinic bookings',
  eventTypes: ['booking.confirmed', 'booking.requested'],
  active: true,
  state: 'active',
  pausedAt: null,
  pausedReason: null,
  consecutiveFailures: 0,
  contactEmail: 'sita.sharma@example.com',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const accounting: WebhookEndpoint = {
  ...clinic,
  id: '1c0f2e3d-4b5a-4e8b-a6d5-9b2d7c1e4f3a',
  url: 'https://hisab.example.com/in',
  description: '',
  eventTypes: [],
  state: 'paused',
  pausedAt: '2026-11-25T09:30:00.000Z',
  pausedReason: '3 deliveries in a row failed every retry',
  consecutiveFailures: 3,
};
const delivery: WebhookDelivery = {
  id: '5d2c8a1f-3b4e-4c6d-8e9f-0a1b2c3d4e5f',
  eventId: 'evt_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6',
  eventType: 'booking.requested',
  status: 'failed',
  attempts: 8,
  lastStatusCode: 500,
  lastError: 'The receiver answered 500',
  lastAttemptAt: '2026-11-26T06:00:00.000Z',
  deliveredAt: null,
  createdAt: '2026-11-25T06:00:00.000Z',
};

async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr')!;
}

describe('AdminWebhooksPage', () => {
  it('lists the endpoints with their event types and status; a paused one says why and offers Resume', async () => {
    mockApi({ [LIST]: () => jsonResponse([clinic, accounting]) });
    renderWithProviders(<AdminWebhooksPage />);

    const row = await rowOf(CLINIC_URL);
    expect(within(row).getByText('Pashupati Vet Clinic bookings')).toBeInTheDocument();
    expect(within(row).getByText('booking.requested')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(within(row).getByRole('button', { name: `Switch off ${CLINIC_URL}` })).toBeEnabled();
    expect(within(row).getByRole('button', { name: `Send Test to ${CLINIC_URL}` })).toBeEnabled();

    const paused = await rowOf('https://hisab.example.com/in');
    expect(within(paused).getByText('All events')).toBeInTheDocument();
    expect(within(paused).getByText('Paused')).toHaveAttribute('data-status', 'paused');
    expect(within(paused).getByText('Paused: 3 deliveries in a row failed every retry')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Resume https://hisab.example.com/in' })).toBeEnabled();
    expect(within(paused).getByRole('button', { name: /Send Test to/ })).toBeDisabled();
    expect(screen.getByText('2 endpoints')).toBeInTheDocument();
  });

  it('registers an endpoint for chosen event types and shows its new secret', async () => {
    const user = userEvent.setup();
    let endpoints: WebhookEndpoint[] = [];
    const created: CreatedWebhookEndpoint = { ...clinic, secret: SECRET };
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse(endpoints),
      [CREATE]: () => {
        const { secret: _secret, ...listed } = created;
        endpoints = [listed];
        return jsonResponse(created, 201);
      },
    });
    renderWithProviders(<AdminWebhooksPage />);
    await screen.findByText(/No webhook endpoints yet/);

    await user.click(screen.getByRole('button', { name: 'New Endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'New Webhook Endpoint' });
    await user.type(within(form).getByLabelText('URL'), ` ${CLINIC_URL} `);
    await user.type(within(form).getByLabelText('Description'), 'Pashupati Vet Clinic bookings');
    const requested = within(form).getByRole('checkbox', { name: /booking\.requested/ });
    expect(requested).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: /Send every event type/ }));
    await user.click(requested);
    await user.click(within(form).getByRole('checkbox', { name: /booking\.confirmed The clinic confirmed/ }));
    await user.click(within(form).getByRole('button', { name: 'Create Endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your Endpoint’s Signing Secret' });
    expect(await callsTo(fetchMock, CREATE)[0]!.json()).toEqual({
      url: CLINIC_URL,
      description: 'Pashupati Vet Clinic bookings',
      eventTypes: ['booking.requested', 'booking.confirmed'],
      active: true,
    });
    expect(within(dialog).getByLabelText(`Signing secret of ${CLINIC_URL}`)).toHaveValue(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf(CLINIC_URL)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('checks the form as the server does and shows the server’s refusal of a private address at the URL', async () => {
    const user = userEvent.setup();
    const refusal =
      'url must not point to a loopback, private, link-local or unique-local address (10.0.0.5)';
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse([]),
      [CREATE]: () => errorResponse(400, refusal, 'WEBHOOKS.URL_REFUSED'),
    });
    renderWithProviders(<AdminWebhooksPage />);
    await user.click(await screen.findByRole('button', { name: 'New Endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'New Webhook Endpoint' });

    await user.click(within(form).getByRole('checkbox', { name: /Send every event type/ }));
    await user.click(within(form).getByRole('button', { name: 'Create Endpoint' }));
    expect(await within(form).findByText('url is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one event type, or send every type')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('URL'), 'ftp://example.com');
    await user.click(within(form).getByRole('button', { name: 'Create Endpoint' }));
    expect(await within(form).findByText('url must be an http:// or https:// address')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('URL'));
    await user.type(within(form).getByLabelText('URL'), 'http://10.0.0.5/hooks');
    await user.click(within(form).getByRole('checkbox', { name: /Send every event type/ }));
    await user.click(within(form).getByRole('button', { name: 'Create Endpoint' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Signing Secret/ })).not.toBeInTheDocument();
  });

  it('shows the secret on demand and rotates it after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse([clinic]),
      [`GET /api/admin/webhooks/${CLINIC_ID}/secret`]: () => jsonResponse({ secret: SECRET }),
      [`POST /api/admin/webhooks/${CLINIC_ID}/secret/rotate`]: () => jsonResponse({ secret: NEW_SECRET }),
    });
    renderWithProviders(<AdminWebhooksPage />);
    const row = await rowOf(CLINIC_URL);
    expect(callsTo(fetchMock, `GET /api/admin/webhooks/${CLINIC_ID}/secret`)).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: `Signing secret of ${CLINIC_URL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing Secret' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(`Signing secret of ${CLINIC_URL}`)).toHaveValue(SECRET),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));
    // Found by its text: under test antd gives every open dialog the same labelling id, so the name of a
    // dialog opened over another reads as the first one's.
    const confirm = (await screen.findByText(/Make a new secret\?/)).closest<HTMLElement>('[role="dialog"]')!;
    expect(confirm).toHaveTextContent('Rotate Signing Secret');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate Secret' }));
    expect(await screen.findByText('A new secret is in use')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(`Signing secret of ${CLINIC_URL}`)).toHaveValue(NEW_SECRET),
    );
    expect(callsTo(fetchMock, `POST /api/admin/webhooks/${CLINIC_ID}/secret/rotate`)).toHaveLength(1);
  });

  it('sends a test event, resumes a paused endpoint, and redelivers from the delivery log', async () => {
    const user = userEvent.setup();
    let endpoints = [clinic, accounting];
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse(endpoints),
      [`POST /api/admin/webhooks/${CLINIC_ID}/test`]: () =>
        jsonResponse({ ...delivery, eventType: 'webhook.test', status: 'pending', attempts: 0 }, 202),
      [`POST /api/admin/webhooks/${accounting.id}/resume`]: () => {
        endpoints = [clinic, { ...accounting, state: 'active', pausedAt: null, pausedReason: null }];
        return jsonResponse(endpoints[1]);
      },
      [`GET /api/admin/webhooks/${CLINIC_ID}/deliveries`]: () => {
        const response = jsonResponse([delivery]);
        response.headers.set('X-Total-Count', '1');
        return response;
      },
      [`POST /api/admin/webhooks/${CLINIC_ID}/deliveries/${delivery.id}/redeliver`]: () =>
        jsonResponse({ ...delivery, status: 'pending' }, 202),
    });
    renderWithProviders(<AdminWebhooksPage />);
    const row = await rowOf(CLINIC_URL);

    await user.click(within(row).getByRole('button', { name: `Send Test to ${CLINIC_URL}` }));
    expect(await screen.findByText('A test event is on its way: see the delivery log')).toBeInTheDocument();

    const paused = await rowOf('https://hisab.example.com/in');
    await user.click(within(paused).getByRole('button', { name: 'Resume https://hisab.example.com/in' }));
    expect(await screen.findByText('The endpoint gets events again')).toBeInTheDocument();
    await waitFor(() => expect(within(paused).getByText('Active')).toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: `Deliveries of ${CLINIC_URL}` }));
    const log = await screen.findByRole('dialog', { name: `Deliveries to ${CLINIC_URL}` });
    const line = (await within(log).findByText(delivery.eventId)).closest('tr')!;
    expect(within(line).getByText('booking.requested')).toBeInTheDocument();
    expect(within(line).getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(within(line).getByText('8')).toBeInTheDocument();
    expect(within(line).getByText('500')).toBeInTheDocument();
    expect(within(line).getByText('The receiver answered 500')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: `Redeliver ${delivery.eventId}` }));
    expect(await screen.findByText('Sent again with the same event id')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, `POST /api/admin/webhooks/${CLINIC_ID}/deliveries/${delivery.id}/redeliver`),
    ).toHaveLength(1);
  });
});
