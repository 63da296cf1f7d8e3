import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import type { Product } from '@/shared/api';
import { aProduct } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

const rabies = aProduct({
  _id: 'rabies',
  id: 'rabies',
  name: 'Anti-Rabies Vaccination',
  kind: 'vaccine',
  category: 'Core Vaccine',
  price: 1000,
  stock: 4,
  isRecommended: true,
  isCoreVaccine: true,
  schedule: 'Annual booster',
  timing: 'First dose at 12 weeks of age',
  frequency: 'Every year',
  petAge: null,
  followUp: '  ',
  ingredients: ['Inactivated rabies virus'],
  recommendedFor: ['All dogs from 12 weeks'],
});
const dhpp = aProduct({
  _id: 'dhpp',
  id: 'dhpp',
  name: 'DHPP Vaccination',
  kind: 'vaccine',
  category: 'Core Vaccine',
});

function openRabies(vaccine: Product = rabies) {
  mockApi({
    'GET /api/products/rabies': () => jsonResponse(vaccine),
    'GET /api/products/rabies/comments': () => jsonResponse([]),
    'GET /api/products': () => jsonResponse([vaccine, dhpp]),
  });
  return renderApp('/vaccination/rabies');
}

describe('/vaccination/{id}', () => {
  beforeEach(() => sessionStore.logOut());

  it('shows the Recommended, Core Vaccine and schedule badges and the appointments left this week', async () => {
    openRabies();
    await screen.findByRole('heading', { level: 1, name: 'Anti-Rabies Vaccination' });
    const badges = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Recommended', 'Core Vaccine', 'Annual booster']);
    expect(screen.getByText('Only 4 appointments left this week')).toBeInTheDocument();
    expect(screen.getByText('Rs 1,000.00')).toBeInTheDocument();
  });

  it('says so when no appointments are left', async () => {
    openRabies({ ...rabies, stock: 0 });
    expect(await screen.findByText('No appointments left this week')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
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

  it('lists Similar Vaccinations linking to their vaccination pages, and no booking card yet', async () => {
    openRabies();
    const similar = await screen.findByRole('region', { name: 'Similar Vaccinations' });
    const card = within(similar).getByTestId('vaccine-card');
    expect(within(card).getByRole('heading', { name: 'DHPP Vaccination' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/vaccination/dhpp',
    );
    expect(within(similar).queryByText('Anti-Rabies Vaccination')).not.toBeInTheDocument();
    expect(screen.queryByText(/Schedule Vaccination/)).not.toBeInTheDocument();
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
