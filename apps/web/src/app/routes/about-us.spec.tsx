import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('/aboutus', () => {
  it('has the hero, reasons, services, mission and the spec’s links', async () => {
    mockApi({
      'GET /api/orders/first-order-offer': () =>
        jsonResponse({ enabled: true, percent: 10, eligible: false }),
    });
    renderApp('/aboutus');
    expect(await screen.findByRole('heading', { level: 1, name: /made by dog lovers/ })).toBeInTheDocument();
    for (const title of ['Why dog owners choose us', 'What we offer', 'Our mission']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const services = screen.getByRole('region', { name: 'What we offer' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dog food', 'Toys', 'Accessories']);
    const vaccination = screen.getByRole('region', { name: 'Vaccination services' });
    expect(within(vaccination).getByRole('link', { name: 'Explore Vaccinations' })).toHaveAttribute(
      'href',
      '/vaccination',
    );
    const newCustomer = screen.getByRole('article', { name: 'New Customer?' });
    expect(await within(newCustomer).findByText(/10% off your first order/)).toBeInTheDocument();
    expect(within(newCustomer).getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    expect(
      within(screen.getByRole('article', { name: 'Returning Customer?' })).getByRole('link', {
        name: 'Browse Products',
      }),
    ).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/contact');
  });
});
