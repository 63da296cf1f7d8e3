import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import type { Product } from '@/shared/api';
import { RABIES } from '@/testing/booking-fixtures';
import { aProduct } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

const rabies: Product = {
  ...RABIES,
  stock: 4,
  isRecommended: true,
  schedule: 'Annual booster',
  timing: 'First dose at 12 weeks of age',
  frequency: 'Every year',
  petAge: null,
  followUp: '  ',
  ingredients: ['Inactivated rabies virus'],
  recommendedFor: ['All dogs from 12 weeks'],
};
const dhpp = aProduct({
  _id: 'dhpp',
  id: 'dhpp',
  name: 'DHPP Vaccination',
  kind: 'vaccine',
  category: 'Core Vaccine',
});

/** GET /api/vaccinations/availability without a centre: the free places of every centre this week. */
function freeThisWeek(free: number) {
  return () =>
    jsonResponse({
      from: '2026-12-01',
      to: '2026-12-07',
      today: '2026-12-01',
      times: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
      free,
      centers: [],
    });
}

function openRabies(vaccine: Product = rabies, free = 25) {
  const fetchMock = mockApi({
    'GET /api/products/rabies': () => jsonResponse(vaccine),
    'GET /api/products/rabies/comments': () => jsonResponse([]),
    'GET /api/products': () => jsonResponse([vaccine, dhpp]),
    'GET /api/vaccinations/availability': freeThisWeek(free),
  });
  return { fetchMock, ...renderApp('/vaccination/rabies') };
}

/** The booking card is a lazy chunk of its own (the wizard brings the date picker). */
const bookingCard = () => screen.findByRole('region', { name: 'Schedule Vaccination' });

describe('/vaccination/{id}', () => {
  beforeEach(() => sessionStore.logOut());

  it('shows the Recommended, Core Vaccine and schedule badges and the price', async () => {
    openRabies();
    await screen.findByRole('heading', { level: 1, name: 'Anti-Rabies Vaccination' });
    const badges = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Recommended', 'Core Vaccine', 'Annual booster']);
    expect(screen.getByText('Rs 1,000.00')).toBeInTheDocument();
  });

  // The card is a lazy chunk of its own: its first load in a run can take a while.
  describe('Schedule Vaccination card', { timeout: 15_000 }, () => {
    it('has the Schedule Vaccination card instead of the quantity, Add to Cart and Buy Now', async () => {
      openRabies();
      const card = await bookingCard();
      expect(card).toHaveTextContent('Takes about 15 minutes');
      expect(card).toHaveTextContent('A vet attends every appointment');
      expect(within(card).getByRole('button', { name: 'Schedule Vaccination' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Quantity')).not.toBeInTheDocument();
    });

    it('counts the appointments left this week from the free times of every centre, not the stock', async () => {
      const { fetchMock } = openRabies(rabies, 4);
      const card = await bookingCard();
      expect(await within(card).findByText('Only 4 appointments left this week')).toBeInTheDocument();
      const [asked] = callsTo(fetchMock, 'GET /api/vaccinations/availability');
      expect(new URL(asked.url).search).toBe('');
    });

    it('says nothing about the week while plenty of appointments are free', async () => {
      openRabies({ ...rabies, stock: 4 }, 10);
      const card = await bookingCard();
      await waitFor(() => expect(card).not.toHaveTextContent('left this week'));
      expect(screen.queryByText(/Only 4/)).not.toBeInTheDocument();
    });

    it('says so when no appointment is free this week, and still lets the customer look further ahead', async () => {
      openRabies(rabies, 0);
      const card = await bookingCard();
      expect(await within(card).findByText('No appointments free this week')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Schedule Vaccination' })).toBeEnabled();
    });

    it('cannot be booked without stock', async () => {
      openRabies({ ...rabies, stock: 0 });
      const card = await bookingCard();
      expect(card).toHaveTextContent(
        'Sorry, Anti-Rabies Vaccination is not available for booking right now.',
      );
      expect(within(card).getByRole('button', { name: 'Schedule Vaccination' })).toBeDisabled();
    });
  });

  it('has the Vaccination Schedule with a default text for each missing field', async () => {
    openRabies();
    const schedule = await screen.findByRole('region', { name: 'Vaccination Schedule' });
    const rows = within(schedule)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Timing: First dose at 12 weeks of age',
      'Frequency: Every year',
      'Pet Age: Suitable for most dogs; ask your vet about puppies',
      'Follow-up: Your vet will tell you when the next dose is due',
    ]);
  });

  it('has the tabs Description, Details, Ingredients and For Pets', async () => {
    openRabies();
    await screen.findByRole('heading', { level: 1, name: 'Anti-Rabies Vaccination' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Description',
      'Details',
      'Ingredients',
      'For Pets',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'For Pets' }));
    expect(await screen.findByText('All dogs from 12 weeks')).toBeVisible();
  });

  it('lists Similar Vaccinations linking to their vaccination pages, booked rather than carted', async () => {
    openRabies();
    const similar = await screen.findByRole('region', { name: 'Similar Vaccinations' });
    const card = within(similar).getByTestId('vaccine-card');
    expect(within(card).getByRole('heading', { name: 'DHPP Vaccination' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/vaccination/dhpp',
    );
    expect(within(card).getByRole('link', { name: 'Book DHPP Vaccination' })).toHaveAttribute(
      'href',
      '/vaccination/dhpp',
    );
    expect(within(similar).queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
    expect(within(similar).queryByText('Anti-Rabies Vaccination')).not.toBeInTheDocument();
  });

  it('has reviews like any product', async () => {
    openRabies();
    expect(await screen.findByRole('region', { name: 'Customer Reviews' })).toBeInTheDocument();
  });

  it('moves a dog product opened under /vaccination to its product page', async () => {
    const kibble = aProduct({ _id: 'kibble', id: 'kibble', name: 'Kibble', kind: 'product' });
    mockApi({
      'GET /api/products/kibble': () => jsonResponse(kibble),
      'GET /api/products/kibble/comments': () => jsonResponse([]),
      'GET /api/products': () => jsonResponse([]),
    });
    const { router } = renderApp('/vaccination/kibble');
    await waitFor(() => expect(currentPath(router)).toBe('/products/kibble'));
  });

  it('offers the way back to the vaccinations for an unknown vaccine', async () => {
    mockApi({});
    renderApp('/vaccination/nope');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load product details. Please try again later.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vaccinations' })).toHaveAttribute(
      'href',
      '/vaccination',
    );
  });
});
