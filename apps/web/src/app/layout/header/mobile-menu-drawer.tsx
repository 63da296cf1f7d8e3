import { Drawer } from 'antd';
import type { SessionUser } from '@/features/auth';
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
  return (
    <Drawer open={open} onClose={onClose} title="Menu" placement="right" size={300} className="mobile-menu">
      <HeaderSearch onSearched={onClose} />
      <nav aria-label="Mobile">
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
