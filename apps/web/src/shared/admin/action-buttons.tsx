import { MailOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import './admin-list.css';

/**
 * What a wrapper such as antd's Tooltip adds to its child (hover and focus handlers, the ref) reaches the
 * button through the rest of the props.
 */
type PassedOn = Omit<ButtonProps, 'type' | 'size' | 'icon' | 'loading' | 'disabled' | 'onClick' | 'children'>;

/** The ids that describe a button: its own note's, then what a wrapper adds (a tooltip's, while open). */
function describedByOf(own: string | undefined, passedOn: PassedOn): string | undefined {
  return [own, passedOn['aria-describedby']].filter(Boolean).join(' ') || undefined;
}

export interface MoveButtonProps<Status extends string> extends PassedOn {
  /** The status the button moves the item to. */
  to: Status;
  /** The move under way, if any: this button spins when it is its own. */
  changingTo: Status | null;
  /** Another action of the row is under way. */
  busy: boolean;
  primary?: boolean;
  icon: ReactNode;
  /** Not allowed yet (e.g. before the appointment's day), besides while busy. */
  disabled?: boolean;
  /** The id of the visible note that says why it is disabled. */
  describedBy?: string;
  onMove: (to: Status) => void;
  children: ReactNode;
}

/** A row's button that moves the item to another status. */
export function MoveButton<Status extends string>({
  to,
  changingTo,
  busy,
  primary = false,
  icon,
  disabled = false,
  describedBy,
  onMove,
  children,
  ...passedOn
}: MoveButtonProps<Status>) {
  return (
    <Button
      {...passedOn}
      type={primary ? 'primary' : 'default'}
      size="small"
      icon={icon}
      loading={changingTo === to}
      disabled={busy || disabled}
      aria-describedby={describedByOf(describedBy, passedOn)}
      onClick={() => onMove(to)}
    >
      {children}
    </Button>
  );
}

/** A row's Send Email; without an address it is disabled and points at the note that says so. */
export function SendEmailButton({
  canSend,
  loading,
  noEmailNoteId,
  onSend,
  children,
  ...passedOn
}: PassedOn & {
  canSend: boolean;
  loading: boolean;
  noEmailNoteId: string;
  onSend: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      {...passedOn}
      size="small"
      icon={<MailOutlined aria-hidden />}
      loading={loading}
      disabled={!canSend}
      aria-describedby={describedByOf(canSend ? undefined : noEmailNoteId, passedOn)}
      onClick={onSend}
    >
      {children}
    </Button>
  );
}

/** A line under a row's actions that says why one of them is disabled; a warning when something is missing. */
export function ActionNote({
  id,
  warning,
  children,
}: {
  id: string;
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={warning ? 'admin-actions__warning' : 'admin-actions__note'} id={id} role="note">
      {children}
    </span>
  );
}
