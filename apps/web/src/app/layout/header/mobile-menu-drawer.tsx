import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/features/auth';
import { LanguageSwitch } from '@/shared/i18n';
import { AccountActions } from './account-actions';
import { HeaderSearch } from './header-search';
import { NavLinks } from './nav-links';

export interface MobileMenuDrawerProps {
  open: boolean;
  user: SessionUser | null;
  /** False while the session is still being restored. */
  showAccount?: boolean;
  onClose: () => void;
}

export default function MobileMenuDrawer({ open, user, showAccount = true, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('menu.title')}
      placement="right"
      size={300}
      className="mobile-menu"
    >
      <LanguageSwitch className="mobile-menu__language" />
      <HeaderSearch onSearched={onClose} />
      <nav aria-label={t('nav.mobile')}>
        <NavLinks className="mobile-menu__links" onNavigate={onClose} />
      </nav>
      {showAccount && (
        <div className="mobile-menu__account">
          <AccountActions user={user} block onNavigate={onClose} />
        </div>
      )}
    </Drawer>
  );
}
