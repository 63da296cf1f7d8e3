import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@/shared/hooks';
import { antdLocaleOf, useLanguage } from '@/shared/i18n';
import { stillTheme, theme } from './theme';

/**
 * antd's theme and its own texts (pickers, pagination, empty states) in the reader's language, around the
 * parts that use antd. Not at the app's root: the shell and the first pages are antd-free, so this (with
 * antd's style runtime) comes with the first part that needs it: see lazyThemed and the router's routes.
 * English is given all the same: a locale going from none to one would remount what it wraps.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider theme={reduceMotion ? stillTheme : theme} locale={antdLocaleOf(language) ?? enUS}>
      {children}
    </ConfigProvider>
  );
}
