import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore } from '@/features/auth';
import { SHOP_TITLE } from '@/shared/hooks';
import { aProduct } from '@/testing/fixtures';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { AppProvider } from './provider';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('router', () => {
  beforeEach(() => {
    sessionStore.logOut();
    mockFetch(() => jsonResponse([]));
  });

  it.each(['/', '/home'])('shows the home page at %s inside header and footer', async (path) => {
    renderAt(path);
    expect(
      // The home page is a lazy chunk: its first import can take a few seconds on a busy machine.
      await screen.findByRole('heading', { level: 1, name: /Everything your dog loves/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows Page not found with a link home for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('scrolls to the top on every path change', async () => {
    const router = renderAt('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/elsewhere'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('moves focus to the main content when a navigation took the focused element away, and only then', async () => {
    const router = renderAt('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    const main = screen.getByRole('main');
    // A link of the page itself: it goes with the page.
    const pageLink = within(main).getAllByRole('link')[0]!;
    act(() => pageLink.focus());
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { name: /log\s?in/i, level: 1 });
    await waitFor(() => expect(main).toHaveFocus());
    // A header link stays, and so does the focus on it.
    const headerLink = within(screen.getByRole('banner')).getAllByRole('link')[0]!;
    act(() => headerLink.focus());
    await act(() => router.navigate('/nowhere'));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(headerLink).toHaveFocus();
  });

  it('names each page in the browser tab and gives it a description', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(document.title).toBe(SHOP_TITLE));
    await act(() => router.navigate('/products'));
    await waitFor(() => expect(document.title).toBe('Dog products | Kukur Pasal'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/delivered in the Kathmandu valley/),
    );
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Log in | Kukur Pasal'));
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Page not found | Kukur Pasal'));
  });

  it('names a product page after the product', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/products/kibble'
        ? jsonResponse(aProduct({ _id: 'kibble', id: 'kibble', name: 'Pedigree Adult Kibble' }))
        : jsonResponse([]),
    );
    const router = renderAt('/products/kibble');
    await waitFor(() => expect(document.title).toBe('Pedigree Adult Kibble | Kukur Pasal'));
    // Link previews and search engines read the same name and address as the server writes them.
    const head = (selector: string, attribute: string) =>
      document.head.querySelector(selector)?.getAttribute(attribute);
    expect(head('meta[property="og:title"]', 'content')).toBe('Pedigree Adult Kibble | Kukur Pasal');
    expect(head('meta[property="og:description"]', 'content')).toBe(
      head('meta[name="description"]', 'content'),
    );
    expect(head('meta[property="og:url"]', 'content')).toBe(`${window.location.origin}/products/kibble`);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/products/kibble`);
    await act(() => router.navigate('/products?category=Food'));
    await waitFor(() =>
      expect(head('meta[property="og:title"]', 'content')).toBe('Dog products | Kukur Pasal'),
    );
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/products`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
