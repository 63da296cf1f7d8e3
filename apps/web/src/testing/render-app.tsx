import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createTestQueryClient } from './query-client';
import { TestStyles } from './test-styles';

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole app (real routes and guards) at `path`, optionally with navigation state. */
export function renderApp(path: string, state?: unknown): RenderAppResult {
  const queryClient = createTestQueryClient();
  // The real routes' loaders start the catalogue requests into this client, as the shop's do.
  const router = createMemoryRouter(appRoutes({ client: queryClient }), {
    initialEntries: [{ ...parsePath(path), state }],
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
