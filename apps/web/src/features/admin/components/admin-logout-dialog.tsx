import { Modal } from 'antd';

export interface AdminLogoutDialogProps {
  open: boolean;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AdminLogoutDialog({ open, loading, onConfirm, onCancel }: AdminLogoutDialogProps) {
  return (
    <Modal
      open={open}
      title="Confirm Admin Logout"
      okText="Logout"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>Are you sure you want to log out of your admin account?</p>
    </Modal>
  );
}
