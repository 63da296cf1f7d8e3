import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { adminNameOf, type AdminUser } from '../admin-user';
import { AdminLogoutDialog } from './admin-logout-dialog';

export interface AdminUserMenuProps {
  user: AdminUser | null;
  onLogout: () => Promise<void>;
}

/** The admin's name and e-mail with Logout (behind 'Confirm Admin Logout'). */
export function AdminUserMenu({ user, onLogout }: AdminUserMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const name = adminNameOf(user);

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
      <AdminLogoutDialog
        open={confirming}
        loading={loggingOut}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
