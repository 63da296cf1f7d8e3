import { EMAIL_LOG_STATUSES } from '@kukur/contracts';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { AdminListToolbar, useAdminListState, type EmailLogStatus } from '@/shared/admin';
import { useEmailLog } from '../api/get-email-log';
import { ADMIN_EMAILS_MESSAGES as TEXT } from '../admin-queues-messages';
import { EmailLogTable } from './email-log-table';
import './admin-queues.css';

const STATUS_FILTER = EMAIL_LOG_STATUSES.map((value) => ({ value, label: TEXT.statuses[value] }));

/** The e-mail log: every e-mail sent or failed, searchable by recipient and filtered by status, a page at a time. */
export function AdminEmailsPage() {
  const state = useAdminListState<EmailLogStatus>();
  const emails = useEmailLog(state.filters);
  const refresh = () => void emails.refetch();

  return (
    <section className="admin-list admin-emails" aria-labelledby="admin-emails-title">
      <h2 id="admin-emails-title" className="admin-list__title">
        {TEXT.title}
      </h2>
      <AdminListToolbar
        search={state.searchText}
        onSearch={state.setSearchText}
        status={state.filters.status}
        onStatus={state.setStatus}
        statuses={STATUS_FILTER}
        texts={TEXT}
        refreshing={emails.isFetching && !emails.isPending}
        onRefresh={refresh}
      />

      {emails.isError && !emails.data ? (
        <Result
          status="warning"
          title={<h3 className="admin-list__state-title">{TEXT.loadFailed}</h3>}
          extra={
            <Button
              type="primary"
              icon={<ReloadOutlined aria-hidden />}
              loading={emails.isFetching}
              onClick={refresh}
            >
              {TEXT.tryAgain}
            </Button>
          }
        />
      ) : (
        <>
          {emails.isError && <Alert type="warning" showIcon title={TEXT.loadFailed} />}
          <EmailLogTable
            items={emails.data?.items ?? []}
            loading={emails.isPending || emails.isPlaceholderData}
            page={state.filters.page}
            pageSize={state.filters.pageSize}
            total={emails.data?.total ?? 0}
            onPage={state.changePage}
          />
        </>
      )}
    </section>
  );
}
