import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { ApiToken, CreatedApiToken } from '../api/admin-api-token-types';
import { AdminApiTokensPage } from './admin-api-tokens-page';

const LIST = 'GET /api/admin/api-tokens';
const CREATE = 'POST /api/admin/api-tokens';
const CLINIC_ID = '9b2d7c1e-4f3a-4e8b-a6d5-1c0f2e3d4b5a';

const clinic: ApiToken = {
  id: CLINIC_ID,
  name: 'Pashupati Vet Clinic bookings',
  scopes: ['bookings:read', 'bookings:write'],
  secretStart: 'kp_3Fq9x',
  createdAt: '2026-11-20T09:30:00.000Z',
  expiresAt: '2099-02-18T09:30:00.000Z',
  revokedAt: null,
  lastUsedAt: '2026-11-24T06:15:00.000Z',
  createdByName: 'Sita Sharma',
};
const oldAccounting: ApiToken = {
  ...clinic,
  id: '1c0f2e3d-4b5a-4e8b-a6d5-9b2d7c1e4f3a',
  name: 'Old accounting export',
  scopes: ['orders:read'],
  secretStart: 'kp_Zk0aa',
  createdAt: '2025-01-01T09:30:00.000Z',
  expiresAt: '2025-04-01T09:30:00.000Z',
  lastUsedAt: null,
};
const SECRET = 'kp_Np4Lw8Qe2Rt6Yu0Io3Pa7Sd1Fg5Hj9Kl2Zx6Cv0Bn';

const probe: { client?: QueryClient } = {};
/** Hands the page's query client to the test. */
function CacheProbe() {
  const client = useQueryClient();
  useEffect(() => {
    probe.client = client;
  }, [client]);
  return null;
}

/** Everything react-query holds: the queries' data and the mutations' state. */
const cacheText = () =>
  JSON.stringify([
    probe
      .client!.getQueryCache()
      .getAll()
      .map((query) => query.state.data),
    probe
      .client!.getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  ]);

function renderPage() {
  renderWithProviders(
    <>
      <AdminApiTokensPage />
      <CacheProbe />
    </>,
  );
}

async function rowOf(name: string) {
  return (await screen.findByText(name)).closest('tr')!;
}

describe('AdminApiTokensPage', () => {
  it('lists the tokens with their scopes, start of secret, maker, dates and status; only active ones revoke', async () => {
    mockApi({ [LIST]: () => jsonResponse([clinic, oldAccounting]) });
    renderPage();

    const row = await rowOf('Pashupati Vet Clinic bookings');
    expect(within(row).getByText('bookings:read')).toBeInTheDocument();
    expect(within(row).getByText('bookings:write')).toBeInTheDocument();
    expect(within(row).getByText('kp_3Fq9x…')).toBeInTheDocument();
    expect(within(row).getByText('by Sita Sharma')).toBeInTheDocument();
    // The shop's date format, on Nepal's clocks (UTC+5:45).
    expect(within(row).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(row).getAllByText('15:15')).toHaveLength(2);
    expect(within(row).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(within(row).getByRole('button', { name: 'Revoke Pashupati Vet Clinic bookings' })).toBeEnabled();

    const old = await rowOf('Old accounting export');
    expect(within(old).getByText('Never')).toBeInTheDocument();
    expect(within(old).getByText('Expired')).toHaveAttribute('data-status', 'expired');
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 tokens')).toBeInTheDocument();
  });

  it('says what tokens are for when there are none', async () => {
    mockApi({ [LIST]: () => jsonResponse([]) });
    renderPage();
    expect(await screen.findByText(/No API tokens yet\. Make one for each system/)).toBeInTheDocument();
    expect(screen.getByText(/without an admin’s password/)).toBeInTheDocument();
  });

  it('makes a token, shows its secret once with how to use it, then forgets it and gives the focus back', async () => {
    const user = userEvent.setup();
    let tokens: ApiToken[] = [clinic];
    const created: CreatedApiToken = {
      ...clinic,
      id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
      name: 'Hisab accounting',
      scopes: ['orders:read'],
      secretStart: SECRET.slice(0, 8),
      createdAt: '2026-11-26T06:00:00.000Z',
      lastUsedAt: null,
      secret: SECRET,
    };
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse(tokens),
      [CREATE]: () => {
        const { secret: _secret, ...listed } = created;
        tokens = [listed, ...tokens];
        return jsonResponse(created, 201);
      },
    });
    renderPage();
    await rowOf('Pashupati Vet Clinic bookings');

    await user.click(screen.getByRole('button', { name: 'New Token' }));
    const form = await screen.findByRole('dialog', { name: 'New API Token' });
    await user.type(within(form).getByLabelText('Name'), '  Hisab accounting ');
    await user.click(within(form).getByRole('checkbox', { name: /orders:read Read every order/ }));
    expect(within(form).getByLabelText('Expires in (days)')).toHaveValue('90');
    await user.clear(within(form).getByLabelText('Expires in (days)'));
    await user.type(within(form).getByLabelText('Expires in (days)'), '30');
    await user.click(within(form).getByRole('button', { name: 'Create Token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy Your New Token' });
    expect(await callsTo(fetchMock, CREATE)[0]!.json()).toEqual({
      name: 'Hisab accounting',
      scopes: ['orders:read'],
      expiresInDays: 30,
    });
    expect(within(dialog).getByLabelText('Secret of Hisab accounting')).toHaveValue(SECRET);
    expect(within(dialog).getByText('This secret will not be shown again')).toBeInTheDocument();
    expect(within(dialog).getByText('Authorization: Bearer <secret>')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await rowOf('Hisab accounting')).toHaveTextContent(`${SECRET.slice(0, 8)}…`);

    await user.click(within(dialog).getByRole('button', { name: 'I Have Copied It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Token' })).toHaveFocus());
    expect(document.body.innerHTML).not.toContain(SECRET);
    await waitFor(() => expect(cacheText()).not.toContain(SECRET));
  });

  it('checks the form as the server does and shows the server’s refusal at its field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse([]),
      [CREATE]: () => errorResponse(400, 'expiresInDays must be between 1 and 365', 'COMMON.VALIDATION'),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const form = await screen.findByRole('dialog', { name: 'New API Token' });

    await user.click(within(form).getByRole('button', { name: 'Create Token' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Delivery partner');
    await user.click(within(form).getByRole('checkbox', { name: /orders:write/ }));
    await user.click(within(form).getByRole('button', { name: 'Create Token' }));
    const days = within(form).getByLabelText('Expires in (days)');
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('expiresInDays must be between 1 and 365')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Copy Your New Token' })).not.toBeInTheDocument();
  });

  it('revokes an active token after asking; the row then shows Revoked', async () => {
    const user = userEvent.setup();
    let tokens = [clinic];
    const revoked = { ...clinic, revokedAt: '2026-11-26T06:05:00.000Z' };
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse(tokens),
      [`DELETE /api/admin/api-tokens/${CLINIC_ID}`]: () => {
        tokens = [revoked];
        return jsonResponse(revoked);
      },
    });
    renderPage();
    const row = await rowOf('Pashupati Vet Clinic bookings');
    await user.click(within(row).getByRole('button', { name: 'Revoke Pashupati Vet Clinic bookings' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API Token' });
    expect(confirm).toHaveTextContent('Revoke “Pashupati Vet Clinic bookings”?');
    expect(callsTo(fetchMock, `DELETE /api/admin/api-tokens/${CLINIC_ID}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('“Pashupati Vet Clinic bookings” is revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Revoked')).toHaveAttribute('data-status', 'revoked'));
    expect(within(row).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/admin/api-tokens/${CLINIC_ID}`)).toHaveLength(1);
  });
});
