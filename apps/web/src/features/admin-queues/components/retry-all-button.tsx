import { RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { QueueName } from '../api/admin-queue-types';
import { useRetryAllFailedJobs } from '../api/retry-all-failed-jobs';
import { ADMIN_QUEUES_MESSAGES as TEXT } from '../admin-queues-messages';
import { useJobToast } from './use-job-toast';

/** Retry all: every failed job of the queue goes back to waiting, after the admin confirms. */
export function RetryAllButton({ queue, failedCount }: { queue: QueueName; failedCount: number }) {
  const retryAll = useRetryAllFailedJobs();
  const toast = useJobToast();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    await toast(() => retryAll.mutateAsync(queue), {
      success: TEXT.retriedAll,
      failure: TEXT.retryAllFailed,
    });
    setConfirming(false);
  };

  return (
    <>
      <Button
        icon={<RedoOutlined aria-hidden />}
        disabled={failedCount === 0}
        loading={retryAll.isPending}
        onClick={() => setConfirming(true)}
      >
        {TEXT.retryAll}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={TEXT.retryAllTitle(TEXT.queues[queue])}
        text={TEXT.retryAllText(failedCount)}
        confirmText={TEXT.retryAll}
        cancelText={TEXT.cancel}
        loading={retryAll.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
