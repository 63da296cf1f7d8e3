import { LogoutOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useLogout } from '../session/use-logout';

export interface LogoutButtonProps {
  type?: ButtonProps['type'];
  block?: boolean;
  /** Called after logging out, e.g. to close the mobile menu. */
  onLoggedOut?: () => void;
}

/** Logout with the spec's confirmation dialog; confirming logs out (server too), toasts and goes to /home. */
export function LogoutButton({ type = 'text', block, onLoggedOut }: LogoutButtonProps) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  const confirm = async () => {
    await logout.mutateAsync({});
    setOpen(false);
    onLoggedOut?.();
  };

  return (
    <>
      <Button type={type} block={block} icon={<LogoutOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Logout
      </Button>
      <ConfirmDialog
        open={open}
        title="Confirm Logout"
        text="Are you sure you want to log out of your account?"
        confirmText="Logout"
        loading={logout.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
