import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/shared/lib';
import { aProduct } from '@/testing/fixtures';
import { jsonResponse, mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { FeaturedProducts } from './featured-products';

vi.mock('@/shared/lib', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib')>()),
  reloadPage: vi.fn(),
}));

const kibble = aProduct({ _id: 'kibble', id: 'kibble', name: 'Royal Dog Adult Kibble', category: 'Food' });
const squeaky = aProduct({ _id: 'duck', id: 'duck', name: 'Squeaky Duck', category: 'Toys' });

function renderFeatured() {
  const onAddToCart = vi.fn();
  renderWithProviders(<FeaturedProducts onAddToCart={onAddToCart} />);
  return { onAddToCart };
}

function categoryOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('category');
}

describe('FeaturedProducts', () => {
  it('shows a spinner with Loading products... while loading', () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderFeatured();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  });

  it('loads all products without a category filter and shows them as cards', async () => {
    const fetchMock = mockFetch(() => jsonResponse([kibble, squeaky]));
    renderFeatured();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    const [request] = requestsOf(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/products');
    expect(categoryOf(request)).toBeNull();
  });

  it('shows Error, the message and Try Again that reloads the page when loading fails', async () => {
    mockFetch(() =>
      jsonResponse(
        { statusCode: 500, error: 'Internal Server Error', message: 'boom', code: 'COMMON.INTERNAL_ERROR' },
        500,
      ),
    );
    renderFeatured();
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load products.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asks the server for the chosen category and renames the heading', async () => {
    const fetchMock = mockFetch((request) =>
      jsonResponse(categoryOf(request) === 'Toys' ? [squeaky] : [kibble, squeaky]),
    );
    renderFeatured();
    await screen.findAllByTestId('product-card');
    await userEvent.click(screen.getByRole('button', { name: /Toys/ }));
    expect(screen.getByRole('heading', { name: 'Toys Products' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Toys/ })).toHaveAttribute('aria-pressed', 'true');
    expect(requestsOf(fetchMock).map(categoryOf)).toEqual([null, 'Toys']);
  });

  it('filters the loaded list by name, ignoring case', async () => {
    mockFetch(() => jsonResponse([kibble, squeaky]));
    renderFeatured();
    await screen.findAllByTestId('product-card');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search featured products' }), 'DUCK');
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByRole('heading', { name: 'Squeaky Duck' })).toBeInTheDocument();
  });

  it('shows the empty state when the category has no products', async () => {
    mockFetch(() => jsonResponse([]));
    renderFeatured();
    expect(await screen.findByText('No products found in this category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeInTheDocument();
  });

  it('appends the search text to the empty message and Reset Filters clears search and category', async () => {
    mockFetch((request) => jsonResponse(categoryOf(request) === 'Cage' ? [] : [kibble, squeaky]));
    renderFeatured();
    await screen.findAllByTestId('product-card');
    const search = screen.getByRole('searchbox', { name: 'Search featured products' });
    await userEvent.click(screen.getByRole('button', { name: /Cage/ }));
    await userEvent.type(search, 'bed');
    expect(await screen.findByText('No products found in this category matching "bed"')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));

    expect(search).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it('passes the product to the add-to-cart handler', async () => {
    mockFetch(() => jsonResponse([squeaky]));
    const { onAddToCart } = renderFeatured();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Squeaky Duck to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(squeaky);
  });

  it('features the first 8 matches and says how many there are in all', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      aProduct({ _id: `toy-${index}`, id: `toy-${index}`, name: `Rope Toy ${index + 1}`, category: 'Toys' }),
    );
    mockFetch(() => jsonResponse(many));
    renderFeatured();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      many.slice(0, 8).map((product) => product.name),
    );
    expect(screen.getByText('Showing 8 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  });
});
