import { STATUS_NOTE_MAX_LENGTH } from '@kukur/contracts';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';

export interface CancelOrderDialogProps {
  open: boolean;
  shortId: string;
  loading: boolean;
  /** Cancels the order with the admin's reason (empty: none). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before cancelling an order for good, with an optional reason for the order's history. */
export function CancelOrderDialog({ open, shortId, loading, onConfirm, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();

  return (
    <Modal
      open={open}
      title={TEXT.cancelTitle(shortId)}
      okText={TEXT.cancel}
      cancelText={TEXT.keepOrder}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onClose}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <p>{TEXT.cancelConfirm}</p>
      <label className="cancel-order-dialog__label" htmlFor={reasonId}>
        {TEXT.cancelReason}
      </label>
      <Input.TextArea
        id={reasonId}
        rows={2}
        maxLength={STATUS_NOTE_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
