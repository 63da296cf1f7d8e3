import { CopyOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal } from 'antd';
import { useId } from 'react';
import { useFeedback } from '@/shared/ui/feedback';
import type { CreatedApiToken } from '../api/admin-api-token-types';
import { ADMIN_API_TOKENS_MESSAGES as TEXT } from '../admin-api-tokens-messages';

export interface TokenSecretDialogProps {
  open: boolean;
  token: CreatedApiToken | undefined;
  onClose: () => void;
  /** The dialog is gone: forget the secret and put the focus back. */
  afterClose: () => void;
}

/** The new token's secret, shown this once, with Copy and how to send it. */
export function TokenSecretDialog({ open, token, onClose, afterClose }: TokenSecretDialogProps) {
  const { message } = useFeedback();
  const secretId = useId();

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.secret);
      message.success(TEXT.copied);
    } catch {
      // No clipboard (insecure page, permission refused): say so rather than pretend.
      message.error(TEXT.copyFailed);
    }
  };

  return (
    <Modal
      open={open && !!token}
      title={TEXT.secretTitle}
      onCancel={onClose}
      afterClose={afterClose}
      // A click beside the dialog must not throw away a secret that cannot be shown again.
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {TEXT.done}
        </Button>
      }
    >
      {token && (
        <div className="api-tokens__secret-dialog">
          <Alert
            type="warning"
            showIcon
            icon={<WarningOutlined aria-hidden />}
            title={TEXT.secretWarning}
            description={TEXT.secretWarningText}
          />
          <label htmlFor={secretId} className="api-tokens__secret-label">
            {TEXT.secretLabel(token.name)}
          </label>
          <div className="api-tokens__secret-row">
            <Input
              id={secretId}
              className="api-tokens__secret"
              value={token.secret}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {TEXT.copy}
            </Button>
          </div>
          <p className="api-tokens__usage">
            {TEXT.howToUse} <code>{TEXT.usageExample}</code>
          </p>
        </div>
      )}
    </Modal>
  );
}
