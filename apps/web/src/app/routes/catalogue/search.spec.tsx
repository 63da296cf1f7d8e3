import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@kukur/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import { reloadPage } from '@/shared/lib';
import { aProduct } from '@/testing/fixtures';
import { fillIn } from '@/testing/fill-in';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';
import { aSearchResult, queryOf } from './catalogue-test-data';

vi.mock('@/shared/lib', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib')>()),
  reloadPage: vi.fn(),
}));

const SEARCH = 'GET /api/products/search';
const adult = aProduct({ name: 'Pedigree Adult', category: 'Food', price: 1850 });
const puppy = aProduct({ name: 'Pedigree Puppy', category: 'Food', price: 820 });
const gravy = aProduct({ name: 'Pedigree Gravy', category: 'Wet Foods', price: 1575 });
const all = [gravy, puppy, adult];

/** Answers like the server: category filter on the items; counts and price bounds over all matches. */
function pedigreeSearch(request: Request) {
  const { category } = queryOf(request);
  const result = aSearchResult(all);
  const items = category ? all.filter((product) => product.category === category) : all;
  return jsonResponse({ ...result, items, total: items.length });
}

const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  queryOf(callsTo(fetchMock, SEARCH).at(-1) as Request);
const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const cardNames = () =>
  screen.getAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

describe('/search', () => {
  beforeEach(() => sessionStore.logOut());

  it('searches the whole shop for the text and counts the results', async () => {
    const fetchMock = mockApi({ [SEARCH]: pedigreeSearch });
    renderApp('/search?search=pedigre');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for "pedigre"' }),
    ).toBeVisible();
    expect(await screen.findByText('3 results for "pedigre"')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Pedigree Gravy', 'Pedigree Puppy', 'Pedigree Adult']);
    expect(lastQuery(fetchMock)).toEqual({ q: 'pedigre', sort: 'relevance', page: '1', pageSize: '24' });
  });

  it('says "result" for a single one', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([adult])) });
    renderApp('/search?search=adult');
    expect(await screen.findByText('1 result for "adult"')).toBeInTheDocument();
  });

  it('comes here from the header search', async () => {
    mockApi({ [SEARCH]: pedigreeSearch, 'GET /api/products': () => jsonResponse([]) });
    const { router } = renderApp('/home');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search products' }),
      ' pedigre {Enter}',
    );
    await waitFor(() => expect(currentPath(router)).toBe('/search?search=pedigre'));
    expect(await screen.findByText('3 results for "pedigre"')).toBeInTheDocument();
  });

  it('sorts on the server', async () => {
    const fetchMock = mockApi({ [SEARCH]: pedigreeSearch });
    const { router } = renderApp('/search?search=pedigre');
    await screen.findByText('3 results for "pedigre"');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Relevance',
      'Price: Low to High',
      'Price: High to Low',
      'Rating',
      'Newest',
    ]);
    await userEvent.click(screen.getByTitle('Price: High to Low'));
    await waitFor(() => expect(lastQuery(fetchMock).sort).toBe('price_desc'));
    expect(currentPath(router)).toBe('/search?search=pedigre&sort=price_desc');
  });

  it('offers category chips with counts and filters by one', async () => {
    const fetchMock = mockApi({ [SEARCH]: pedigreeSearch });
    renderApp('/search?search=pedigre');
    await screen.findByText('3 results for "pedigre"');
    const chips = within(filters()).getByRole('group', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All (3)', 'Food (2)', 'Wet Foods (1)']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Food (2)' }));
    expect(await screen.findByText('2 results for "pedigre"')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Pedigree Puppy', 'Pedigree Adult']);
    expect(within(chips).getByRole('button', { name: 'Food (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastQuery(fetchMock).category).toBe('Food');
  });

  it('starts the price range at the prices of all matches, so nothing is hidden', async () => {
    const fetchMock = mockApi({ [SEARCH]: pedigreeSearch });
    renderApp('/search?search=pedigre');
    await screen.findByText('3 results for "pedigre"');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('820.00');
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue('1850.00');
    expect(lastQuery(fetchMock).minPrice).toBeUndefined();
    expect(lastQuery(fetchMock).maxPrice).toBeUndefined();
  });

  it('swaps a reversed price range and filters on the server', async () => {
    const fetchMock = mockApi({ [SEARCH]: pedigreeSearch });
    renderApp('/search?search=pedigre');
    await screen.findByText('3 results for "pedigre"');
    await fillIn(screen.getByRole('spinbutton', { name: 'Minimum price' }), '1600');
    await fillIn(screen.getByRole('spinbutton', { name: 'Maximum price' }), '900');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ minPrice: '900', maxPrice: '1600' }));
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('900.00');
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue('1600.00');
  });

  it('Reset Filters drops category, sort and price range', async () => {
    const fetchMock = mockApi({ [SEARCH]: pedigreeSearch });
    const { router } = renderApp(
      '/search?search=pedigre&category=Food&sort=rating&minPrice=900&maxPrice=1600',
    );
    await screen.findByText('2 results for "pedigre"');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('900.00');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(currentPath(router)).toBe('/search?search=pedigre'));
    expect(await screen.findByText('3 results for "pedigre"')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toEqual({ q: 'pedigre', sort: 'relevance', page: '1', pageSize: '24' });
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('820.00');
  });

  it('a new search from the header starts without the old filters', async () => {
    mockApi({ [SEARCH]: pedigreeSearch });
    const { router } = renderApp('/search?search=pedigre&category=Food');
    await screen.findByText('2 results for "pedigre"');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gravy{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/search?search=gravy'));
    expect(await screen.findByText('3 results for "gravy"')).toBeInTheDocument();
  });

  it('has a filter toggle for small screens', async () => {
    mockApi({ [SEARCH]: pedigreeSearch });
    renderApp('/search?search=pedigre');
    const toggle = await screen.findByRole('button', { name: /Show Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'search-filters');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide Filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(filters()).toHaveClass('search-filters--open');
  });

  it('shows No Products Found when nothing matches', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([])) });
    renderApp('/search?search=unicorn');
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByText('0 results for "unicorn"')).toBeInTheDocument();
  });

  it('shows Error Loading Products with Try Again, which reloads the page', async () => {
    mockApi({ [SEARCH]: () => errorResponse(500, 'boom') });
    renderApp('/search?search=pedigre');
    expect(await screen.findByRole('heading', { name: 'Error Loading Products' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asked too often (429): shows the server’s wait instead of the generic failure', async () => {
    mockApi({
      [SEARCH]: () => errorResponse(429, MESSAGES.common.tooManyReads(37), 'COMMON.TOO_MANY_READS'),
    });
    renderApp('/search?search=pedigre');
    expect(await screen.findByRole('heading', { name: 'Error Loading Products' })).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests from your network. Please try again in 37 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.catalogue.productsLoadFailed)).not.toBeInTheDocument();
  });

  it('links vaccines in the results to their vaccination pages', async () => {
    const rabies = aProduct({
      _id: 'rabies',
      id: 'rabies',
      name: 'Anti-Rabies',
      kind: 'vaccine',
      category: 'Core Vaccine',
    });
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([rabies])) });
    renderApp('/search?search=rabies');
    const card = await screen.findByTestId('vaccine-card');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/vaccination/rabies',
    );
  });
});
