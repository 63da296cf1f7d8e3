import { Tag, Tooltip } from 'antd';
import type { EmailLogEntry } from './email-log';
import './email-log.css';

const LABELS = { sent: 'Sent', sending: 'Sending', failed: 'Failed' } as const;
const COLORS = { sent: 'success', sending: 'processing', failed: 'error' } as const;
/** A `sending` e-mail is being handed to the mail server, or will be sent again after an interrupted attempt. */
const SENDING_HINT = 'Being sent now, or again after an interrupted attempt';

/**
 * An e-mail's status: Sent in green, Sending in blue, Failed in red. Why it failed shows in a tooltip where there is a
 * pointer, and as text under the tag on phones, which cannot hover; screen readers always read it.
 */
export function EmailStatusTag({ status, lastError }: Pick<EmailLogEntry, 'status' | 'lastError'>) {
  const tag = (
    <Tag
      color={COLORS[status]}
      className="email-status__tag"
      title={status === 'sending' ? SENDING_HINT : undefined}
    >
      {LABELS[status]}
    </Tag>
  );
  if (status !== 'failed' || !lastError) return tag;
  return (
    <span className="email-status">
      <Tooltip title={lastError} trigger={['hover', 'focus']}>
        {/* Focusable, so that a keyboard brings up the tooltip too. */}
        <span className="email-status__anchor" tabIndex={0}>
          {tag}
        </span>
      </Tooltip>
      <small className="email-status__error">{lastError}</small>
    </span>
  );
}
