import { EMAIL_LOG_STATUSES } from '@kukur/contracts';
import { AdminListPage, useAdminListState, type EmailLogStatus } from '@/shared/admin';
import { useEmailLog } from '../api/get-email-log';
import { ADMIN_EMAILS_MESSAGES as TEXT } from '../admin-queues-messages';
import { EmailLogTable } from './email-log-table';
import './admin-queues.css';

const STATUS_FILTER = EMAIL_LOG_STATUSES.map((value) => ({ value, label: TEXT.statuses[value] }));

/** The e-mail log: every e-mail sent or failed, searchable by recipient and filtered by status, a page at a time. */
export function AdminEmailsPage() {
  const state = useAdminListState<EmailLogStatus>();
  const emails = useEmailLog(state.filters);
  return (
    <AdminListPage
      className="admin-emails"
      texts={TEXT}
      state={state}
      statuses={STATUS_FILTER}
      list={emails}
      renderTable={(page) => <EmailLogTable {...page} />}
    />
  );
}
