import { Alert, Button, Radio } from 'antd';
import { useState } from 'react';
import { ADMIN_PAGE_SIZES } from '@/shared/admin';
import type { FailedJobsPaging, QueueCounts, QueueName } from '../api/admin-queue-types';
import { useFailedJobs } from '../api/get-failed-jobs';
import { ADMIN_QUEUES_MESSAGES as TEXT } from '../admin-queues-messages';
import { FailedJobsTable } from './failed-jobs-table';
import { RetryAllButton } from './retry-all-button';

type Paging = Omit<FailedJobsPaging, 'queue'>;

export interface FailedJobsProps {
  /** The queues to choose from, with their failed counts. */
  queues: readonly QueueCounts[];
  /** The queue shown first. */
  initialQueue: QueueName;
}

/** The failed jobs of the chosen queue, a page at a time, with Retry all. */
export function FailedJobs({ queues, initialQueue }: FailedJobsProps) {
  const [queue, setQueue] = useState(initialQueue);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: ADMIN_PAGE_SIZES[0] });
  const jobs = useFailedJobs({ queue, ...paging });

  // Retrying or discarding the last jobs of the last page leaves it empty: show the page before it.
  const total = jobs.data?.total;
  const lastPage = total === undefined ? paging.page : Math.max(1, Math.ceil(total / paging.pageSize));
  if (!jobs.isPlaceholderData && paging.page > lastPage) setPaging({ ...paging, page: lastPage });

  const chooseQueue = (next: QueueName) => {
    setQueue(next);
    setPaging({ ...paging, page: 1 });
  };

  return (
    <section className="failed-jobs" aria-labelledby="failed-jobs-title">
      <div className="failed-jobs__toolbar">
        <h3 id="failed-jobs-title" className="failed-jobs__title">
          {TEXT.failedTitle}
        </h3>
        <Radio.Group
          className="failed-jobs__queues"
          aria-label={TEXT.queuePicker}
          optionType="button"
          value={queue}
          onChange={(event) => chooseQueue(event.target.value as QueueName)}
          options={queues.map((counts) => ({
            value: counts.name,
            label: TEXT.queueOption(TEXT.queues[counts.name], counts.failed),
          }))}
        />
        <RetryAllButton queue={queue} failedCount={total ?? 0} />
      </div>

      {jobs.isError && (
        <Alert
          type="warning"
          showIcon
          title={TEXT.failedLoadFailed}
          action={
            <Button size="small" loading={jobs.isFetching} onClick={() => void jobs.refetch()}>
              {TEXT.tryAgain}
            </Button>
          }
        />
      )}
      {/* Without a list, "No failed jobs" would be a claim nobody checked. */}
      {jobs.data || !jobs.isError ? (
        <FailedJobsTable
          queue={queue}
          items={jobs.data?.items ?? []}
          loading={jobs.isPending || jobs.isPlaceholderData}
          page={paging.page}
          pageSize={paging.pageSize}
          total={total ?? 0}
          onPage={(page, pageSize) => setPaging({ pageSize, page: pageSize === paging.pageSize ? page : 1 })}
        />
      ) : null}
    </section>
  );
}
