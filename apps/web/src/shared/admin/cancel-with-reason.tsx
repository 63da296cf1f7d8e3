import { CloseCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from './reason-dialog';

export interface CancelTexts {
  /** The button's label and the dialog's (danger) go-ahead, e.g. 'Cancel Order'. */
  cancel: string;
  cancelTitle: (reference: string) => string;
  /** What cancelling does. */
  cancelConfirm: string;
  cancelReason: string;
  /** The dialog's button that changes nothing, e.g. 'Keep Order'. */
  keep: string;
}

export interface CancelWithReasonProps {
  /** The item's state allows cancelling: the button shows. The dialog stays, to close once the item has moved. */
  offered: boolean;
  /** How the admin knows the item, in the dialog's title. */
  reference: string;
  texts: CancelTexts;
  /** Another action of the row is under way. */
  disabled: boolean;
  /** The cancelling is under way. */
  loading: boolean;
  /** Cancels with the admin's reason (empty: none); the dialog closes once it has settled. */
  onCancel: (reason: string) => Promise<void>;
}

/** A row's Cancel button, which asks first in a dialog with an optional reason. */
export function CancelWithReason({
  offered,
  reference,
  texts,
  disabled,
  loading,
  onCancel,
}: CancelWithReasonProps) {
  const [asking, setAsking] = useState(false);

  return (
    <>
      {offered && (
        <Button
          danger
          size="small"
          icon={<CloseCircleOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {texts.cancel}
        </Button>
      )}
      <ReasonDialog
        open={asking}
        texts={{
          title: texts.cancelTitle(reference),
          text: texts.cancelConfirm,
          reasonLabel: texts.cancelReason,
          confirmText: texts.cancel,
          keepText: texts.keep,
        }}
        loading={loading}
        onConfirm={(reason) => void onCancel(reason).finally(() => setAsking(false))}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
