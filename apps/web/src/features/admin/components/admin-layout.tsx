import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAccessibleTables } from '@/shared/admin';
import { useFocusMainOnNavigation } from '@/shared/hooks';
import { displayNameOf } from '@/shared/lib';
import { Logo } from '@/shared/ui/logo';
import { ADMIN_NAV_ITEMS, adminPageTitle } from '../admin-nav-items';
import { ADMIN_NAME_FALLBACK, type AdminUser } from '../admin-user';
import { LanguageSwitch } from '@/shared/i18n';
import { AdminUserMenu } from './admin-user-menu';
import './admin.css';

export interface AdminLayoutProps {
  user: AdminUser | null;
  /** Logs out and leaves the admin area. */
  onLogout: () => Promise<void>;
}

/** The admin shell: logo, Admin Panel, navigation (collapsible on small screens), user menu, section header. */
export function AdminLayout({ user, onLogout }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useAccessibleTables(main);
  useFocusMainOnNavigation(main);
  const title = adminPageTitle(pathname);

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <div className="admin-header__bar">
          <Logo />
          <span className="admin-header__title">Admin Panel</span>
          <Button
            className="admin-header__toggle"
            type="text"
            icon={menuOpen ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
            aria-label={menuOpen ? 'Close admin menu' : 'Open admin menu'}
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          />
          <nav
            id="admin-nav"
            aria-label="Admin"
            className={menuOpen ? 'admin-nav admin-nav--open' : 'admin-nav'}
          >
            <ul>
              {ADMIN_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link'
                    }
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-header__user">
            <AdminUserMenu user={user} onLogout={onLogout} />
          </div>
        </div>
      </header>
      <main id="main" className="admin-main" tabIndex={-1} ref={main}>
        <div className="admin-section-header">
          <h1 className="admin-section-header__title">{title}</h1>
          <p className="admin-section-header__welcome">Welcome, {displayNameOf(user, ADMIN_NAME_FALLBACK)}</p>
          {/* Here rather than in the bar, which the eleven links fill on a laptop. */}
          <LanguageSwitch className="admin-section-header__language" />
        </div>
        <Outlet />
      </main>
    </div>
  );
}
