import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { formatDateTime } from './date-time';
import { getEmailLog, type EmailLogEntry } from './email-log';
import { EmailStatusTag } from './email-status-tag';
import './email-log.css';

/** How many of an order's or a booking's e-mails are listed: the latest ones. */
export const SENT_EMAILS_LIMIT = 20;

const TEXT = {
  loading: 'Loading e-mails…',
  loadFailed: 'The e-mails could not be loaded.',
  tryAgain: 'Try Again',
  empty: 'No e-mails yet',
  noSubject: 'No subject',
  to: (recipient: string) => `to ${recipient}`,
  latest: (shown: number, total: number) => `The latest ${shown} of ${total} e-mails.`,
} as const;

/** The e-mails of one order or one booking. */
export type SentEmailsProps = { orderId: string; bookingId?: never } | { bookingId: string; orderId?: never };

/** Cache keys of the e-mails about one order or booking; apart from the features' own caches. */
export const sentEmailsKey = (about: SentEmailsProps) => ['sent-emails', about] as const;

/** The e-mails the shop sent (or failed to send) about an order or a booking, latest first. */
export function SentEmails(about: SentEmailsProps) {
  const emails = useQuery({
    queryKey: sentEmailsKey(about),
    queryFn: ({ signal }) => getEmailLog({ ...about, page: 1, pageSize: SENT_EMAILS_LIMIT }, signal),
    // An e-mail goes out a moment after the change that causes it: show what is there whenever it opens.
    staleTime: 0,
  });

  if (emails.isPending) {
    return <p className="sent-emails__note">{TEXT.loading}</p>;
  }
  if (emails.isError) {
    return (
      <p className="sent-emails__note">
        {TEXT.loadFailed}{' '}
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          loading={emails.isFetching}
          onClick={() => void emails.refetch()}
        >
          {TEXT.tryAgain}
        </Button>
      </p>
    );
  }

  const { items, total } = emails.data;
  if (items.length === 0) return <p className="sent-emails__note">{TEXT.empty}</p>;
  return (
    <>
      <ul className="sent-emails">
        {items.map((email) => (
          <SentEmail key={email.id} email={email} />
        ))}
      </ul>
      {total > items.length && <p className="sent-emails__note">{TEXT.latest(items.length, total)}</p>}
    </>
  );
}

function SentEmail({ email }: { email: EmailLogEntry }) {
  const at = email.sentAt ?? email.updatedAt;
  return (
    <li className="sent-emails__entry">
      <div className="sent-emails__head">
        <code>{email.template}</code>
        <EmailStatusTag status={email.status} lastError={email.lastError} />
      </div>
      <span className="sent-emails__subject">{email.subject ?? TEXT.noSubject}</span>
      <p className="sent-emails__meta">
        <time dateTime={at}>{formatDateTime(at)}</time> {TEXT.to(email.recipient)}
      </p>
    </li>
  );
}
