import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createTestQueryClient } from './query-client';
import { TestStyles } from './test-styles';

function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  route?: string;
}

/** Renders `ui` inside the real providers and a memory router; the current URL is in `getByTestId('location')`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}): RenderResult {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationDisplay />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  return render(
    <AppProvider queryClient={createTestQueryClient()}>
      <TestStyles>
        <RouterProvider router={router} />
      </TestStyles>
    </AppProvider>,
  );
}
