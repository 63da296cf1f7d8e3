import { STATUS_NOTE_MAX_LENGTH } from '@kukur/contracts';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import './admin-list.css';

export interface ReasonDialogTexts {
  title: string;
  /** What going ahead does. */
  text: string;
  reasonLabel: string;
  /** The label of the (danger) button that goes ahead. */
  confirmText: string;
  /** The label of the button that changes nothing. */
  keepText: string;
}

export interface ReasonDialogProps {
  open: boolean;
  texts: ReasonDialogTexts;
  loading: boolean;
  /** Goes ahead with the admin's reason (empty: none). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a change that cannot be undone, with an optional reason for the history. */
export function ReasonDialog({ open, texts, loading, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();

  return (
    <Modal
      open={open}
      title={texts.title}
      okText={texts.confirmText}
      cancelText={texts.keepText}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onClose}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <p>{texts.text}</p>
      <label className="reason-dialog__label" htmlFor={reasonId}>
        {texts.reasonLabel}
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
