import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { NAV_ITEMS } from './nav-items';

export interface NavLinksProps {
  className?: string;
  onNavigate?: () => void;
}

export function NavLinks({ className, onNavigate }: NavLinksProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            // "/" is the home page too.
            className={({ isActive }) =>
              isActive || (item.to === '/home' && pathname === '/') ? 'nav-link nav-link--active' : 'nav-link'
            }
            onClick={onNavigate}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
