import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isTooManyRequests } from '@/shared/api';
import { appI18n } from '@/shared/i18n';
import { FeedbackProvider } from '@/shared/ui/feedback';

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
  /** The texts' instance: the browser's one unless a server render brings its own. */
  i18n?: I18n;
}

/**
 * Texts, data cache and the toasts (message, notification). antd's theme is not here: it wraps the parts that
 * use antd (shared/ui/antd-theme), so the first pages load no antd code.
 */
export function AppProvider({ children, queryClient, i18n = appI18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
