import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { isAdmin, LogoutButton, type SessionUser } from '@/features/auth';
import { ButtonLink } from '@/shared/ui/button-link';
import { Icon } from '@/shared/ui/icon';

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
          icon={<Icon svg={LoginOutlined} />}
          onClickCapture={onNavigate}
        >
          {t('account.login')}
        </ButtonLink>
        <ButtonLink
          to="/signup"
          type="primary"
          block={block}
          icon={<Icon svg={UserAddOutlined} />}
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
        icon={admin ? <Icon svg={DashboardOutlined} /> : <Icon svg={UserOutlined} />}
        onClickCapture={onNavigate}
      >
        {admin ? t('account.admin') : t('account.profile')}
      </ButtonLink>
      <LogoutButton block={block} onLoggedOut={onNavigate} />
    </>
  );
}
