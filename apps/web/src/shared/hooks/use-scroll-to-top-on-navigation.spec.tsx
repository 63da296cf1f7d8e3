import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrate, serverHtml } from '@/testing/server-html';
import { HydrationState } from './use-hydrated';
import { useScrollToTopOnNavigation } from './use-scroll-to-top-on-navigation';

function Layout() {
  useScrollToTopOnNavigation();
  return <p>a page</p>;
}

const routes: RouteObject[] = [{ path: '*', element: <Layout /> }];

function page(hydrating: boolean) {
  const router = createMemoryRouter(routes, { initialEntries: ['/products'] });
  const element = (
    <HydrationState hydrating={hydrating}>
      <RouterProvider router={router} />
    </HydrationState>
  );
  return { router, element };
}

describe('useScrollToTopOnNavigation', () => {
  beforeEach(() => vi.mocked(window.scrollTo).mockClear());

  it('opens a page the browser renders itself at the top, and scrolls up on every path change', async () => {
    const { router, element } = page(false);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(element));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/products?category=Toys'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/cart'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => root.unmount());
    container.remove();
  });

  it('leaves a server-rendered page where the visitor scrolled while it hydrates, and scrolls up on the next path', async () => {
    const server = page(true);
    const container = serverHtml(server.element);
    const { router, element } = page(true);
    const { errors, remove } = await hydrate(container, element);
    expect(errors).toEqual([]);
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/cart'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    remove();
  });
});
