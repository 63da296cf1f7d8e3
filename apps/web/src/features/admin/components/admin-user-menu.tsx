import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { displayNameOf } from '@/shared/lib';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { ADMIN_NAME_FALLBACK, type AdminUser } from '../admin-user';

export interface AdminUserMenuProps {
  user: AdminUser | null;
  onLogout: () => Promise<void>;
}

/** The admin's name and e-mail with Logout (behind 'Confirm Admin Logout'). */
export function AdminUserMenu({ user, onLogout }: AdminUserMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const name = displayNameOf(user, ADMIN_NAME_FALLBACK);

  const confirm = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'who',
              disabled: true,
              label: (
                <span className="admin-user-menu__who">
                  <strong>{name}</strong>
                  {user?.email && <span>{user.email}</span>}
                </span>
              ),
            },
            { type: 'divider' },
            { key: 'logout', label: 'Logout', icon: <LogoutOutlined aria-hidden />, danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') setConfirming(true);
          },
        }}
      >
        <Button type="text" className="admin-user-menu__trigger" aria-label={`Account menu for ${name}`}>
          <Avatar size="small" icon={<UserOutlined aria-hidden />} />
          <span className="admin-user-menu__name">{name}</span>
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <ConfirmDialog
        open={confirming}
        title="Confirm Admin Logout"
        text="Are you sure you want to log out of your admin account?"
        confirmText="Logout"
        loading={loggingOut}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
