import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore } from '@/features/auth';
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
      await screen.findByRole('heading', { level: 1, name: /Everything your dog loves/ }, { timeout: 5000 }),
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
});
