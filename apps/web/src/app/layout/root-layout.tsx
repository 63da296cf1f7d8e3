import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAccountLanguageSync } from '@/features/auth';
import { useFocusMainOnNavigation, useScrollToTopOnNavigation } from '@/shared/hooks';
import { RoutePageMeta } from '../page-meta';
import { Footer } from './footer/footer';
import { Header } from './header/header';

/** Header, page and footer; scrolls to the top on every path change (spec "Route table"). */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  useAccountLanguageSync();
  useScrollToTopOnNavigation();

  return (
    <div className="app-shell">
      <RoutePageMeta />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
