import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { isTooManyRequests } from '@/shared/api';
import { FeedbackProvider } from '@/shared/ui/feedback';
import { theme } from './theme';

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

/** Data cache, antd theme and the toasts (message, notification). */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={theme}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
