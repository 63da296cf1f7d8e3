import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon } from '@/shared/ui/icon';
import { useLogout } from '../session/use-logout';

export interface LogoutButtonProps {
  type?: ButtonProps['type'];
  block?: boolean;
  /** Called after logging out, e.g. to close the mobile menu. */
  onLoggedOut?: () => void;
}

/** Logout with the spec's confirmation dialog; confirming logs out (server too), toasts and goes to /home. */
export function LogoutButton({ type = 'text', block, onLoggedOut }: LogoutButtonProps) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  const confirm = async () => {
    await logout.mutateAsync({});
    setOpen(false);
    onLoggedOut?.();
  };

  return (
    <>
      <Button type={type} block={block} icon={<Icon svg={LogoutOutlined} />} onClick={() => setOpen(true)}>
        {t('account.logout')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('account.confirmLogoutTitle')}
        text={t('account.confirmLogoutText')}
        confirmText={t('account.logout')}
        loading={logout.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
