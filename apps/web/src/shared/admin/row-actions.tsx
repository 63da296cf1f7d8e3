import { Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';
import { ActionNote, SendEmailButton } from './action-buttons';
import { CancelWithReason, type CancelTexts } from './cancel-with-reason';
import { useActionToast } from './use-action-toast';
import './admin-list.css';

export interface RowActionsTexts extends CancelTexts {
  sendEmail: string;
  /** Why Send Email is disabled: the customer has no address. */
  noEmail: string;
  emailSent: (email: string) => string;
  emailFailed: string;
}

export interface RowActionsProps<Sent> {
  /** The item's own moves, before Cancel. */
  children: ReactNode;
  /** A move is under way: Cancel waits for it. */
  busy: boolean;
  cancel: {
    /** The item's state allows cancelling. */
    offered: boolean;
    /** How the admin knows the item, in the dialog's title. */
    reference: string;
    cancelling: boolean;
    /** Cancels with the admin's reason (empty: none). */
    onCancel: (reason: string) => Promise<void>;
  };
  email: {
    /** The customer has an address to write to. */
    canSend: boolean;
    sending: boolean;
    send: () => Promise<Sent>;
    /** The address written to, as the toast says it. */
    sentTo: (sent: Sent) => string;
  };
  texts: RowActionsTexts;
  /** Disabled buttons also say why on hover, not only in the note under them. */
  explainOnHover?: boolean;
  /** Notes that say why one of the item's own moves is disabled, before the no-address warning. */
  notes?: ReactNode;
}

/** A disabled button explains itself: on hover (tooltip) and to screen readers (the visible note it points at). */
export function WhyDisabled({ reason, children }: { reason: string | null; children: ReactNode }) {
  return reason ? <Tooltip title={reason}>{children}</Tooltip> : children;
}

/**
 * A row's actions in an admin table: the item's own moves, Cancel (asks first, with a reason) and Send Email
 * (toasts to whom it went), and under them the notes that say why a button is disabled.
 */
export function RowActions<Sent>({
  children,
  busy,
  cancel,
  email,
  texts,
  explainOnHover = false,
  notes,
}: RowActionsProps<Sent>) {
  const toast = useActionToast();
  const noEmailId = useId();
  const sendEmail = () =>
    toast(email.send, { success: (sent) => texts.emailSent(email.sentTo(sent)), failure: texts.emailFailed });

  return (
    <div className="admin-actions">
      {children}
      <CancelWithReason
        offered={cancel.offered}
        reference={cancel.reference}
        texts={texts}
        disabled={busy}
        loading={cancel.cancelling}
        onCancel={cancel.onCancel}
      />
      <WhyDisabled reason={explainOnHover && !email.canSend ? texts.noEmail : null}>
        <SendEmailButton
          canSend={email.canSend}
          loading={email.sending}
          noEmailNoteId={noEmailId}
          onSend={() => void sendEmail()}
        >
          {texts.sendEmail}
        </SendEmailButton>
      </WhyDisabled>
      {notes}
      {!email.canSend && (
        <ActionNote id={noEmailId} warning>
          {texts.noEmail}
        </ActionNote>
      )}
    </div>
  );
}
