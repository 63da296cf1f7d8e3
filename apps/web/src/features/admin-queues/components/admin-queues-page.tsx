import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { AdminLoadFailed } from '@/shared/admin';
import { formatTime } from '@/shared/format';
import { adminQueueKeys } from '../api/admin-queue-keys';
import { useQueuesOverview } from '../api/get-queues-overview';
import { ADMIN_QUEUES_MESSAGES as TEXT } from '../admin-queues-messages';
import { defaultQueueOf } from '../utils/queue-display';
import { FailedJobs } from './failed-jobs';
import { QueueCards } from './queue-cards';
import './admin-queues.css';

/**
 * The queues page: each background queue's jobs by state and the outbox backlog (fetched again every 10 s),
 * and the failed jobs of one queue with Retry, Discard and Retry all.
 */
export function AdminQueuesPage() {
  const queryClient = useQueryClient();
  const overview = useQueuesOverview();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminQueueKeys.all });

  return (
    <section className="admin-list admin-queues" aria-labelledby="admin-queues-title">
      <div className="admin-queues__header">
        <h2 id="admin-queues-title" className="admin-list__title">
          {TEXT.title}
        </h2>
        <p className="admin-queues__updated">
          {TEXT.intro}
          {overview.dataUpdatedAt > 0 &&
            ` ${TEXT.updatedAt(formatTime(overview.dataUpdatedAt, { seconds: true }) ?? '')}`}
        </p>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={overview.isFetching && !overview.isPending}
          onClick={refresh}
        >
          {TEXT.refresh}
        </Button>
      </div>

      {overview.data ? (
        <>
          {overview.isError && <Alert type="warning" showIcon title={TEXT.loadFailed} />}
          <QueueCards overview={overview.data} />
          <FailedJobs queues={overview.data.queues} initialQueue={defaultQueueOf(overview.data.queues)} />
        </>
      ) : overview.isError ? (
        <AdminLoadFailed title={TEXT.loadFailed} retryLabel={TEXT.tryAgain} onRetry={refresh} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </section>
  );
}
