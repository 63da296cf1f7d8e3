import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { TestStyles } from './test-styles';
import { routes } from '@/app/router';

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole app (real routes and guards) at `path`, optionally with navigation state. */
export function renderApp(path: string, state?: unknown): RenderAppResult {
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <TestStyles>
        <RouterProvider router={router} />
      </TestStyles>
    </AppProvider>,
  );
  return { ...result, router };
}

/** The current path (and query) of a router from renderApp. */
export function currentPath(router: RenderAppResult['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
