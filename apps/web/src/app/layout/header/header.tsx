import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { isAdmin, useSession } from '@/features/auth';
import { LanguageSwitch } from '@/shared/i18n';
import { Logo } from '@/shared/ui/logo';
import { Icon } from '@/shared/ui/icon';
import { AccountActions } from './account-actions';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import './header.css';

/** The shared header: customer navigation, search, cart and account; an admin sees only Admin and Logout. */
export function Header() {
  // While a stored session is being refreshed at start-up, show neither Login nor Logout.
  const { t } = useTranslation('layout');
  const { user, initialized } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  if (isAdmin(user)) {
    return (
      <header className="site-header">
        <div className="page-container site-header__bar">
          <Logo />
          <div className="site-header__account site-header__account--admin">
            <LanguageSwitch />
            <AccountActions user={user} />
          </div>
        </div>
      </header>
    );
  }

  return (
    <header className="site-header">
      <div className="page-container site-header__bar">
        <Logo />
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        <LanguageSwitch className="site-header__language" />
        <div className="site-header__account">{initialized && <AccountActions user={user} />}</div>
        <CartLink />
        <Button
          className="site-header__toggle"
          type="text"
          icon={<Icon svg={MenuOutlined} />}
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        />
      </div>
      <MobileMenu open={menuOpen} user={user} showAccount={initialized} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
