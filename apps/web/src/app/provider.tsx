import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isTooManyRequests } from '@/shared/api';
import { antdLocaleOf, appI18n, useLanguage } from '@/shared/i18n';
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
  /** The texts' instance: the browser's one unless a server render brings its own. */
  i18n?: I18n;
}

/** antd's own texts (pickers, pagination, empty states) in the app's language. */
function LocalizedConfig({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={antdLocaleOf(language)}>
      {children}
    </ConfigProvider>
  );
}

/** Texts, data cache, antd theme and locale, and the toasts (message, notification). */
export function AppProvider({ children, queryClient, i18n = appI18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LocalizedConfig>
          <FeedbackProvider>{children}</FeedbackProvider>
        </LocalizedConfig>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
