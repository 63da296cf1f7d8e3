import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import { reloadPage } from '@/shared/lib';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aProduct } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';
import { aSearchResult, never, queryOf } from './catalogue-test-data';

vi.mock('@/shared/lib', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib')>()),
  reloadPage: vi.fn(),
}));

const SEARCH = 'GET /api/products/search';
const rabies = aProduct({
  _id: 'rabies',
  id: 'rabies',
  name: 'Anti-Rabies Vaccination',
  kind: 'vaccine',
  category: 'Core Vaccine',
  stock: 40,
});
const kennel = aProduct({
  _id: 'kennel',
  id: 'kennel',
  name: 'Kennel Cough Vaccination',
  kind: 'vaccine',
  category: 'Non-Core Vaccine',
  stock: 0,
});

function vaccineSearch(request: Request) {
  const { category, q } = queryOf(request);
  const items = [rabies, kennel]
    .filter((vaccine) => !category || vaccine.category === category)
    .filter((vaccine) => !q || vaccine.name.toLowerCase().includes(q.toLowerCase()));
  return jsonResponse(aSearchResult(items));
}

/** The Schedule Vaccination button is a lazy chunk of its own (the dialog brings the date picker). */
const scheduleButton = () => screen.findByRole('button', { name: 'Schedule Vaccination' });

const listSection = () => screen.getByRole('region', { name: /Vaccinations|Vaccine/ });
const heading = () => screen.getByRole('heading', { level: 2, name: /Vaccinations|Vaccine/ });

describe('/vaccination', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
  });

  it('shows Loading vaccination products while loading', async () => {
    mockApi({ [SEARCH]: never });
    renderApp('/vaccination');
    expect(await screen.findByText('Loading vaccination products')).toBeInTheDocument();
  });

  it('lists all vaccines under Vaccination, with the heading and count', async () => {
    const fetchMock = mockApi({ [SEARCH]: vaccineSearch });
    renderApp('/vaccination');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('All Vaccinations');
    expect(screen.getByRole('button', { name: /^Vaccination$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('vaccine-card')).toHaveLength(2);
    expect(queryOf(callsTo(fetchMock, SEARCH)[0])).toEqual({ kind: 'vaccine', page: '1', pageSize: '24' });
  });

  it('offers the categories Vaccination, Core Vaccine, Non-Core Vaccine and Seasonal Vaccines', async () => {
    const fetchMock = mockApi({ [SEARCH]: vaccineSearch });
    const { router } = renderApp('/vaccination');
    await screen.findByText('2 products found');
    const group = screen.getByRole('group', { name: 'Filter vaccines by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Vaccination', 'Core Vaccine', 'Non-Core Vaccine', 'Seasonal Vaccines']);
    await userEvent.click(within(group).getByRole('button', { name: 'Core Vaccine' }));
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Core Vaccine');
    expect(currentPath(router)).toBe('/vaccination?category=Core+Vaccine');
    expect(queryOf(callsTo(fetchMock, SEARCH).at(-1) as Request)).toMatchObject({
      kind: 'vaccine',
      category: 'Core Vaccine',
    });
  });

  it('searches name and description and puts the term in the heading', async () => {
    mockApi({ [SEARCH]: vaccineSearch });
    renderApp('/vaccination');
    await screen.findByText('2 products found');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search vaccines' }), 'rabies');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('All Vaccinations matching "rabies"');
  });

  it('shows No vaccines found with Clear Filters, which shows all again', async () => {
    mockApi({ [SEARCH]: vaccineSearch });
    const { router } = renderApp('/vaccination?category=Seasonal%20Vaccines');
    expect(await screen.findByRole('heading', { name: 'No vaccines found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/vaccination');
  });

  it('shows Unable to Load Vaccinations with Try Again, which reloads the page', async () => {
    mockApi({ [SEARCH]: () => errorResponse(500, 'boom') });
    renderApp('/vaccination');
    expect(await screen.findByRole('heading', { name: 'Unable to Load Vaccinations' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows vaccine cards with stock, a details link and Book (off when out of stock), never add to cart', async () => {
    mockApi({ [SEARCH]: vaccineSearch });
    renderApp('/vaccination');
    await screen.findByText('2 products found');
    const [rabiesCard, kennelCard] = screen.getAllByTestId('vaccine-card');
    expect(within(rabiesCard).getByText('40 in stock')).toBeInTheDocument();
    expect(within(rabiesCard).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/vaccination/rabies',
    );
    expect(within(rabiesCard).getByRole('link', { name: 'Book Anti-Rabies Vaccination' })).toHaveAttribute(
      'href',
      '/vaccination/rabies',
    );
    expect(within(kennelCard).getByText('Out of stock')).toBeInTheDocument();
    expect(
      within(kennelCard).getByRole('button', {
        name: 'Book Kennel Cough Vaccination: not available for booking right now',
      }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([]);
  });

  // The button is a lazy chunk of its own: its first load in a run can take a while.
  describe('Schedule Vaccination', { timeout: 15_000 }, () => {
    it('asks a visitor to log in first', async () => {
      mockApi({ [SEARCH]: vaccineSearch });
      const { router } = renderApp('/vaccination');
      await userEvent.click(await scheduleButton());
      expect(
        await screen.findByText('Please log in to schedule a vaccination appointment.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath(router)).toBe('/login'));
    });

    it('opens the booking dialog for a customer, prefilled from the profile', async () => {
      sessionStore.logIn(aUser({ phoneNumber: '9841234567' }), tokenExpiringIn(600));
      mockApi({
        [SEARCH]: vaccineSearch,
        'GET /api/products': () => jsonResponse([rabies, kennel]),
        'GET /api/vaccination-centers': () => jsonResponse([]),
      });
      renderApp('/vaccination');
      await userEvent.click(await scheduleButton());
      const dialog = await screen.findByRole('dialog', { name: 'Schedule Vaccination' });
      expect(within(dialog).getByLabelText('Patient Name')).toHaveValue('Sita Sharma');
      expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('9841234567');
    });
  });

  it('Schedule Now scrolls down to the vaccines', async () => {
    mockApi({ [SEARCH]: vaccineSearch });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderApp('/vaccination');
    await userEvent.click(await screen.findByRole('button', { name: /Schedule Now/ }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(listSection());
  });

  it('hides and shows the Essential Vaccination Information', async () => {
    mockApi({ [SEARCH]: vaccineSearch });
    renderApp('/vaccination');
    const panel = await screen.findByRole('region', { name: 'Essential Vaccination Information' });
    expect(within(panel).getByText(/Rabies, Distemper, Parvovirus and Adenovirus/)).toBeVisible();
    expect(within(panel).getByText(/6-8 weeks/)).toBeVisible();
    expect(
      within(panel).getByText(/Bordetella, Leptospirosis, Lyme Disease and Canine Influenza/),
    ).toBeVisible();
    expect(within(panel).getByText(/consult your veterinarian/)).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Hide Vaccination Information' }));
    expect(within(panel).queryByText(/6-8 weeks/)).not.toBeVisible();
    const show = within(panel).getByRole('button', { name: 'Show Vaccination Information' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(within(panel).getByText(/6-8 weeks/)).toBeVisible();
  });
});
