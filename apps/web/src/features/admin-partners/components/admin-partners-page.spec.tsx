import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { PartnerEnquiry } from '../api/get-partner-enquiries';
import { AdminPartnersPage } from './admin-partners-page';

const LIST = 'GET /api/admin/partner-enquiries';

const anil: PartnerEnquiry = {
  id: 'p1',
  name: 'Dr. Anil Shrestha',
  email: 'anil@happypaws.com.np',
  phoneNumber: '9841234567',
  partnerType: 'vet',
  message: 'We run a small clinic in Pulchowk.',
  createdAt: '2026-11-24T09:30:00.000Z',
};

describe('AdminPartnersPage', () => {
  it('lists the enquiries with their contact details and filters by partner type', async () => {
    const fetchMock = mockApi({
      [LIST]: () => new Response(JSON.stringify([anil]), { headers: { 'X-Total-Count': '1' } }),
    });
    renderWithProviders(<AdminPartnersPage />);
    const row = (await screen.findByText('Dr. Anil Shrestha')).closest('tr')!;
    expect(within(row).getByText('Vet or clinic')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'anil@happypaws.com.np' })).toHaveAttribute(
      'href',
      'mailto:anil@happypaws.com.np',
    );
    expect(within(row).getByText('We run a small clinic in Pulchowk.')).toBeInTheDocument();
    expect(screen.getByText('1 enquiry')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Supplier' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, LIST).some(
          (request) => new URL(request.url).searchParams.get('partnerType') === 'supplier',
        ),
      ).toBe(true),
    );
  });

  it('says when there are none', async () => {
    mockApi({ [LIST]: () => jsonResponse([]) });
    renderWithProviders(<AdminPartnersPage />);
    expect(await screen.findByText('No partner enquiries yet')).toBeInTheDocument();
  });
});
