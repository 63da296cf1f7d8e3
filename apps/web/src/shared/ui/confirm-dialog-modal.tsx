import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question the dialog asks. */
  text: string;
  /** The label of the (danger) button that goes ahead. */
  confirmText: string;
  cancelText?: string;
  /** The action is under way: the confirm button spins. */
  loading?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/** The dialog itself (antd Modal); see ConfirmDialog. */
export default function ConfirmDialogModal({
  open,
  title,
  text,
  confirmText,
  cancelText,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={cancelText ?? t('actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{text}</p>
    </Modal>
  );
}
