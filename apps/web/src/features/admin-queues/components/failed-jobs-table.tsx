import { Empty, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { AdminMoment, adminPagination, adminReferenceOf, type AdminTablePage } from '@/shared/admin';
import type { FailedJob, QueueName } from '../api/admin-queue-types';
import { ADMIN_QUEUES_MESSAGES as TEXT } from '../admin-queues-messages';
import { FailedJobActions } from './failed-job-actions';

function columnsFor(queue: QueueName): TableColumnsType<FailedJob> {
  return [
    {
      key: 'job',
      title: TEXT.jobColumn,
      width: 160,
      render: (_value, job) => (
        <div className="admin-list__stacked">
          <strong>{job.summary.description}</strong>
          <small>
            <code title={job.id}>{job.id.slice(0, 8)}</code> · {job.name}
          </small>
        </div>
      ),
    },
    {
      key: 'recipients',
      title: TEXT.recipientsColumn,
      width: 180,
      render: (_value, job) => <Listed items={job.summary.recipients} />,
    },
    {
      key: 'templates',
      title: TEXT.templatesColumn,
      width: 145,
      render: (_value, job) => <Listed items={job.summary.templates} code />,
    },
    {
      key: 'about',
      title: TEXT.aboutColumn,
      width: 120,
      render: (_value, job) => {
        const about = adminReferenceOf(job.summary);
        return about ? (
          <span className="failed-jobs__about">
            {about.kind} <code title={about.id}>{about.reference}</code>
          </span>
        ) : (
          TEXT.none
        );
      },
    },
    {
      key: 'reason',
      title: TEXT.reasonColumn,
      render: (_value, job) => <span className="failed-jobs__reason">{job.failedReason}</span>,
    },
    {
      key: 'attempts',
      title: TEXT.attemptsColumn,
      width: 90,
      render: (_value, job) => TEXT.attempts(job.attemptsMade, job.maxAttempts),
    },
    {
      key: 'failedAt',
      title: TEXT.failedAtColumn,
      width: 130,
      render: (_value, job) => <AdminMoment value={job.failedAt} fallback={TEXT.none} />,
    },
    {
      key: 'actions',
      title: TEXT.actionsColumn,
      width: 175,
      render: (_value, job) => <FailedJobActions queue={queue} job={job} />,
    },
  ];
}

/** Addresses or templates, one a line; a dash when there are none. */
function Listed({ items, code = false }: { items: string[]; code?: boolean }) {
  if (items.length === 0) return TEXT.none;
  return (
    <ul className="failed-jobs__list">
      {items.map((item) => (
        <li key={item}>{code ? <code>{item}</code> : item}</li>
      ))}
    </ul>
  );
}

/** One page of a queue's failed jobs with Retry and Discard on each. */
export function FailedJobsTable({ queue, ...page }: AdminTablePage<FailedJob> & { queue: QueueName }) {
  const columns = useMemo(() => columnsFor(queue), [queue]);
  return (
    <Table<FailedJob>
      className="admin-list__table"
      rowKey="id"
      columns={columns}
      dataSource={page.items}
      loading={page.loading}
      scroll={{ x: 1250 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noFailedJobs} /> }}
      pagination={adminPagination(page, TEXT.jobsCount)}
    />
  );
}
