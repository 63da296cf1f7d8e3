import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth-fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { MarketingConsentCard } from './marketing-consent-card';

describe('MarketingConsentCard', () => {
  it('shows the server’s setting and turns marketing e-mail on', async () => {
    const fetchMock = mockApi({
      'GET /api/user/me': () => jsonResponse(aUser({ marketingOptIn: false })),
      'PUT /api/user/marketing-consent': () => jsonResponse(aUser({ marketingOptIn: true })),
    });
    renderWithProviders(<MarketingConsentCard />);
    const toggle = await screen.findByRole('switch', { name: /Send me news and offers by e-mail/ });
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const [put] = callsTo(fetchMock, 'PUT /api/user/marketing-consent');
    expect(await put!.json()).toEqual({ marketingOptIn: true });
  });
});
