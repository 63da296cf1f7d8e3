import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountLanguageSync } from '@/features/auth';
import { useFocusMainOnNavigation } from '@/shared/hooks';
import { RoutePageMeta } from '../page-meta';
import { Footer } from './footer/footer';
import { Header } from './header/header';

/** Header, page and footer; scrolls to the top on every path change (spec "Route table"). */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  useAccountLanguageSync();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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
