import { Tag, Tooltip } from 'antd';
import type { EmailLogEntry } from './email-log';
import './email-log.css';

const LABELS = { sent: 'Sent', failed: 'Failed' } as const;

/**
 * An e-mail's status: Sent in green, Failed in red. Why it failed shows in a tooltip where there is a
 * pointer, and as text under the tag on phones, which cannot hover; screen readers always read it.
 */
export function EmailStatusTag({ status, lastError }: Pick<EmailLogEntry, 'status' | 'lastError'>) {
  const tag = (
    <Tag color={status === 'sent' ? 'success' : 'error'} className="email-status__tag">
      {LABELS[status]}
    </Tag>
  );
  if (status === 'sent' || !lastError) return tag;
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
