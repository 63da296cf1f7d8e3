import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { installSession } from '@/features/auth';
import { returnStateFor } from './access';
import { AppProvider, createQueryClient } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

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
