import { DashboardOutlined, LoginOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isAdmin, LogoutButton, type SessionUser } from '@/features/auth';
import { ButtonLink } from '@/shared/ui/button-link';

export interface AccountActionsProps {
  user: SessionUser | null;
  block?: boolean;
  onNavigate?: () => void;
}

/** Visitor: Login and Sign Up. Customer: Profile and Logout. Admin: Admin and Logout. */
export function AccountActions({ user, block, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation('layout');
  if (!user) {
    return (
      <>
        <ButtonLink
          to="/login"
          type="text"
          block={block}
          icon={<LoginOutlined aria-hidden />}
          onClickCapture={onNavigate}
        >
          {t('account.login')}
        </ButtonLink>
        <ButtonLink
          to="/signup"
          type="primary"
          block={block}
          icon={<UserAddOutlined aria-hidden />}
          onClickCapture={onNavigate}
        >
          {t('account.signUp')}
        </ButtonLink>
      </>
    );
  }
  const admin = isAdmin(user);
  return (
    <>
      <ButtonLink
        to={admin ? '/admin' : '/profile'}
        type="text"
        block={block}
        icon={admin ? <DashboardOutlined aria-hidden /> : <UserOutlined aria-hidden />}
        onClickCapture={onNavigate}
      >
        {admin ? t('account.admin') : t('account.profile')}
      </ButtonLink>
      <LogoutButton block={block} onLoggedOut={onNavigate} />
    </>
  );
}
