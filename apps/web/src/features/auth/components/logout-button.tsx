import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../session/session-store';

export interface LogoutButtonProps {
  type?: ButtonProps['type'];
  block?: boolean;
  /** Called after logging out, e.g. to close the mobile menu. */
  onLoggedOut?: () => void;
}

/** Logout with the spec's confirmation dialog; confirming logs out, toasts and goes to /home. */
export function LogoutButton({ type = 'text', block, onLoggedOut }: LogoutButtonProps) {
  const [open, setOpen] = useState(false);
  const { notification } = App.useApp();
  const navigate = useNavigate();

  const confirm = () => {
    setOpen(false);
    sessionStore.logOut();
    notification.info({ title: 'Logout Successful', description: 'You have been logged out successfully.' });
    onLoggedOut?.();
    navigate('/home');
  };

  return (
    <>
      <Button type={type} block={block} icon={<LogoutOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Logout
      </Button>
      <Modal
        open={open}
        title="Confirm Logout"
        okText="Logout"
        cancelText="Cancel"
        okButtonProps={{ danger: true }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>Are you sure you want to log out of your account?</p>
      </Modal>
    </>
  );
}
