import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import { reloadPage } from '@/shared/lib';
import { anAdmin, aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aProduct } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';
import { aSearchResult, never, queryOf } from './catalogue-test-data';

vi.mock('@/shared/lib', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib')>()),
  reloadPage: vi.fn(),
}));

const kibble = aProduct({ _id: 'kibble', id: 'kibble', name: 'Royal Dog Adult Kibble', category: 'Food' });
const duck = aProduct({ _id: 'duck', id: 'duck', name: 'Squeaky Duck', category: 'Toys' });
const SEARCH = 'GET /api/products/search';

const cards = () => screen.queryAllByTestId('product-card');
const main = () => screen.getByRole('main');

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('/products', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows the title and the loading text while the products load', async () => {
    mockApi({ [SEARCH]: never });
    renderApp('/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Pet Products Collection' }),
    ).toBeVisible();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
  });

  it('lists the dog products of all categories, a page of 24, with the count', async () => {
    const fetchMock = mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([kibble, duck])) });
    renderApp('/products');
    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(within(main()).getByRole('button', { name: /^All$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(queryOf(callsTo(fetchMock, SEARCH)[0])).toEqual({ kind: 'product', page: '1', pageSize: '24' });
  });

  it('asks for the page while its code loads, once: the page uses the request the route started', async () => {
    // The answer takes a moment, as over a network: the page's code arrives while the request is under way.
    const slowly = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(aSearchResult([duck]))), 150));
    const fetchMock = mockApi({ [SEARCH]: slowly });
    renderApp('/products?category=Toys&search=%20squeaky%20&page=2');
    await screen.findByText('Showing 1 product');
    const searches = callsTo(fetchMock, SEARCH);
    expect(searches).toHaveLength(1);
    expect(queryOf(searches[0])).toEqual({ category: 'Toys', q: 'squeaky', page: '2', pageSize: '24' });
  });

  it('says "product" for a single one', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([duck])) });
    renderApp('/products');
    expect(await screen.findByText('Showing 1 product')).toBeInTheDocument();
  });

  it('opens on the category of a ?category= link and filters on the server', async () => {
    const fetchMock = mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([duck])) });
    renderApp('/products?category=Toys');
    await screen.findByText('Showing 1 product');
    expect(within(main()).getByRole('button', { name: /Toys/ })).toHaveAttribute('aria-pressed', 'true');
    expect(queryOf(callsTo(fetchMock, SEARCH)[0])).toMatchObject({ category: 'Toys' });
    expect(queryOf(callsTo(fetchMock, SEARCH)[0]).kind).toBeUndefined();
  });

  it('a category button filters on the server and keeps the category in the address', async () => {
    const fetchMock = mockApi({
      [SEARCH]: (request) =>
        jsonResponse(aSearchResult(queryOf(request).category === 'Toys' ? [duck] : [kibble, duck])),
    });
    const { router } = renderApp('/products');
    await screen.findByText('Showing 2 products');
    await userEvent.click(within(main()).getByRole('button', { name: /Toys/ }));
    expect(await screen.findByText('Showing 1 product')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/products?category=Toys');
    expect(callsTo(fetchMock, SEARCH).map((request) => queryOf(request).category)).toEqual([
      undefined,
      'Toys',
    ]);
  });

  it('gives a vaccine category linked from a vaccine page its own button', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([])) });
    renderApp('/products?category=Core%20Vaccine');
    expect(await screen.findByRole('button', { name: /Core Vaccine/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('searches name and description on the server once typing pauses', async () => {
    const fetchMock = mockApi({
      [SEARCH]: (request) =>
        jsonResponse(aSearchResult(queryOf(request).q === 'duck' ? [duck] : [kibble, duck])),
    });
    renderApp('/products');
    await screen.findByText('Showing 2 products');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the collection' }), 'duck');
    expect(await screen.findByText('Showing 1 product')).toBeInTheDocument();
    const queries = callsTo(fetchMock, SEARCH).map((request) => queryOf(request).q);
    expect(queries).toEqual([undefined, 'duck']);
  });

  it('shows No products found with Clear Filters, which clears category and search', async () => {
    const fetchMock = mockApi({
      [SEARCH]: (request) => {
        const { category, q } = queryOf(request);
        return jsonResponse(aSearchResult(category || q ? [] : [kibble, duck]));
      },
    });
    const { router } = renderApp('/products?category=Cage');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search the collection' }), 'bed');
    await waitFor(() => expect(callsTo(fetchMock, SEARCH).some((r) => queryOf(r).q === 'bed')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search the collection' })).toHaveValue('');
    expect(currentPath(router)).toBe('/products');
    expect(within(main()).getByRole('button', { name: /^All$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows Oops! Something went wrong with Try Again, which reloads the page', async () => {
    mockApi({ [SEARCH]: () => errorResponse(500, 'boom') });
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load products.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('pages through more than 24 products instead of hiding them', async () => {
    const firstPage = Array.from({ length: 24 }, (_, index) => aProduct({ name: `Chew ${index + 1}` }));
    const secondPage = [aProduct({ name: 'Chew 25' })];
    const fetchMock = mockApi({
      [SEARCH]: (request) =>
        jsonResponse(
          queryOf(request).page === '2'
            ? aSearchResult(secondPage, { total: 25, page: 2 })
            : aSearchResult(firstPage, { total: 25 }),
        ),
    });
    const { router } = renderApp('/products');
    expect(await screen.findByText('Showing 25 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '2' })).toHaveAttribute('href', '/products?page=2');
    await userEvent.click(within(pages).getByTitle('2'));

    expect(await screen.findByRole('heading', { name: 'Chew 25' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(currentPath(router)).toBe('/products?page=2');
    expect(queryOf(callsTo(fetchMock, SEARCH).at(-1) as Request).page).toBe('2');
  });

  it('adds a product to the cart from its card', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([duck])) });
    renderApp('/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Squeaky Duck to cart' }));
    expect(await screen.findByText('"Squeaky Duck" has been added to your cart.')).toBeInTheDocument();
    expect(cartStore.getItems()).toMatchObject([{ id: 'duck', quantity: 1 }]);
  });

  it('shows the scroll-to-top button only after scrolling more than 400 px', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([duck])) });
    renderApp('/products');
    await screen.findByText('Showing 1 product');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(401);
    // Found, not got: the list showed outside act(), so the button's scroll listener may be registered only
    // after this scroll; its effect then reads the position itself.
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('gives visitors and customers Add to Cart on every card, and an admin (who has no cart) none', async () => {
    mockApi({ [SEARCH]: () => jsonResponse(aSearchResult([kibble, duck])) });
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    const customerView = renderApp('/products');
    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Squeaky Duck to cart' })).toBeInTheDocument();
    customerView.unmount();

    sessionStore.logIn(anAdmin(), tokenExpiringIn(600));
    renderApp('/products');
    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /to cart$/ })).not.toBeInTheDocument();
    expect(within(cards()[0]!).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });
});
