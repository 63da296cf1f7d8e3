import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { installSession } from '@/features/auth';
import { returnStateFor } from './access';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  useEffect(
    () =>
      installSession({
        // The server refused to refresh: log in again, then come back here.
        onSessionExpired: () => {
          const { location } = router.state;
          if (location.pathname === '/login') return;
          void router.navigate('/login', { state: returnStateFor(location) });
        },
      }),
    [router],
  );

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
