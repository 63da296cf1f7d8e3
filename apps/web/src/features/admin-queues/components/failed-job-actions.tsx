import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { FailedJob, QueueName } from '../api/admin-queue-types';
import { useDiscardFailedJob } from '../api/discard-failed-job';
import { useRetryFailedJob } from '../api/retry-failed-job';
import { ADMIN_QUEUES_MESSAGES as TEXT } from '../admin-queues-messages';
import { jobLabel } from '../utils/job-label';
import { useJobToast } from './use-job-toast';

/** A failed job's Retry, and Discard (asks first). */
export function FailedJobActions({ queue, job }: { queue: QueueName; job: FailedJob }) {
  const retry = useRetryFailedJob();
  const discard = useDiscardFailedJob();
  const toast = useJobToast();
  const [confirming, setConfirming] = useState(false);
  const label = jobLabel(job);
  const ref = { queue, jobId: job.id };

  const retryJob = () =>
    void toast(() => retry.mutateAsync(ref), { success: () => TEXT.retried, failure: TEXT.retryFailed });
  const discardJob = async () => {
    await toast(() => discard.mutateAsync(ref), {
      success: () => TEXT.discarded,
      failure: TEXT.discardFailed,
    });
    setConfirming(false);
  };

  return (
    <div className="admin-actions">
      <Button
        size="small"
        type="primary"
        icon={<RedoOutlined aria-hidden />}
        aria-label={TEXT.retryLabel(label)}
        loading={retry.isPending}
        disabled={discard.isPending}
        onClick={retryJob}
      >
        {TEXT.retry}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={TEXT.discardLabel(label)}
        disabled={retry.isPending}
        loading={discard.isPending}
        onClick={() => setConfirming(true)}
      >
        {TEXT.discard}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={TEXT.discardTitle}
        text={TEXT.discardText(label)}
        confirmText={TEXT.discard}
        cancelText={TEXT.cancel}
        loading={discard.isPending}
        onConfirm={discardJob}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
