import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal } from 'antd';
import { useId } from 'react';
import { useFeedback } from '@/shared/ui/feedback';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';

export interface SecretDialogProps {
  open: boolean;
  title: string;
  url: string;
  secret: string | undefined;
  loading?: boolean;
  failed?: boolean;
  /** Rotate Secret, where the dialog offers it. */
  onRotate?: () => void;
  rotating?: boolean;
  onClose: () => void;
  /** The dialog is gone: forget the secret and put the focus back. */
  afterClose: () => void;
}

/** An endpoint's signing secret with Copy and what it is for; Rotate where offered. */
export function SecretDialog(props: SecretDialogProps) {
  const { open, title, url, secret, loading, failed, onRotate, rotating, onClose, afterClose } = props;
  const { message } = useFeedback();
  const secretId = useId();

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      message.success(TEXT.copied);
    } catch {
      message.error(TEXT.copyFailed);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      footer={
        <div className="webhooks__secret-footer">
          {onRotate && (
            <Button danger loading={rotating} disabled={!secret} onClick={onRotate}>
              {TEXT.rotate}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            {onRotate ? TEXT.close : TEXT.done}
          </Button>
        </div>
      }
    >
      <div className="webhooks__secret-dialog">
        <p className="webhooks__secret-text">{TEXT.secretText}</p>
        {failed && <Alert type="error" showIcon title={TEXT.secretLoadFailed} />}
        <label htmlFor={secretId} className="webhooks__secret-label">
          {TEXT.secretLabel(url)}
        </label>
        <div className="webhooks__secret-row">
          <Input
            id={secretId}
            className="webhooks__secret"
            value={secret ?? ''}
            placeholder={loading ? '…' : undefined}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon={<CopyOutlined aria-hidden />} disabled={!secret} onClick={() => void copy()}>
            {TEXT.copy}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
