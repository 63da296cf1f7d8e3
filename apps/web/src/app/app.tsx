import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { installSession } from '@/features/auth';
import { returnStateFor } from './access';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);

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
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
