import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { isTooManyRequests } from '@/shared/api';
import { theme } from './theme';

/** Toasts last 3 seconds by default (spec section 9). */
const TOAST_SECONDS = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Once more after a failure, except after a 429: asking again at once only prolongs the wait.
        retry: (failures, error) => !isTooManyRequests(error) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Data cache, antd theme and the antd App context (message, notification, modal). */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={theme}>
        <AntApp
          notification={{ duration: TOAST_SECONDS, placement: 'topRight' }}
          message={{ duration: TOAST_SECONDS }}
        >
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
