import { STATUS_NOTE_MAX_LENGTH } from '@kukur/contracts';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';

export interface CancelBookingDialogProps {
  open: boolean;
  reference: string;
  loading: boolean;
  /** Cancels the booking with the admin's reason (empty: none). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before cancelling a booking for good, with an optional reason for the booking's history. */
export function CancelBookingDialog({
  open,
  reference,
  loading,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();

  return (
    <Modal
      open={open}
      title={TEXT.cancelTitle(reference)}
      okText={TEXT.cancel}
      cancelText={TEXT.keepBooking}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onClose}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <p>{TEXT.cancelConfirm}</p>
      <label className="cancel-booking-dialog__label" htmlFor={reasonId}>
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
