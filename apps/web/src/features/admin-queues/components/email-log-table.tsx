import type { TableColumnsType } from 'antd';
import {
  AdminListTable,
  AdminMoment,
  adminReferenceOf,
  EmailStatusTag,
  type AdminTablePage,
  type EmailLogEntry,
} from '@/shared/admin';
import { ADMIN_EMAILS_MESSAGES as TEXT } from '../admin-queues-messages';

const columns: TableColumnsType<EmailLogEntry> = [
  {
    key: 'when',
    title: TEXT.whenColumn,
    width: 130,
    render: (_value, email) => <AdminMoment value={email.updatedAt} fallback={TEXT.none} />,
  },
  {
    key: 'recipient',
    title: TEXT.recipientColumn,
    width: 210,
    render: (_value, email) => <span className="email-log__wrap">{email.recipient}</span>,
  },
  {
    key: 'subject',
    title: TEXT.subjectColumn,
    render: (_value, email) =>
      email.subject ? (
        <span className="email-log__wrap">{email.subject}</span>
      ) : (
        <span className="email-log__muted">{TEXT.noSubject}</span>
      ),
  },
  {
    key: 'template',
    title: TEXT.templateColumn,
    width: 170,
    render: (_value, email) => <code>{email.template}</code>,
  },
  {
    key: 'status',
    title: TEXT.statusColumn,
    width: 170,
    render: (_value, email) => <EmailStatusTag status={email.status} lastError={email.lastError} />,
  },
  {
    key: 'attempts',
    title: TEXT.attemptsColumn,
    width: 95,
    align: 'right',
    render: (_value, email) => email.attempts,
  },
  {
    key: 'about',
    title: TEXT.aboutColumn,
    width: 140,
    render: (_value, email) => {
      const about = adminReferenceOf(email);
      return about ? (
        <span className="email-log__about">
          {about.kind} <code title={about.id}>{about.reference}</code>
        </span>
      ) : (
        TEXT.none
      );
    },
  },
];

/** One page of the e-mail log, latest attempt first. */
export function EmailLogTable(page: AdminTablePage<EmailLogEntry>) {
  return (
    <AdminListTable<EmailLogEntry>
      {...page}
      className="email-log"
      columns={columns}
      scrollX={1100}
      emptyText={TEXT.empty}
      countLabel={TEXT.emailsCount}
    />
  );
}
