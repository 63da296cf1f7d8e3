import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

describe('the worker schedules the payment reconciliation', () => {
  let slice: Slice;

  beforeAll(async () => {
    slice = await startSlice({ PAYMENT_RECONCILE_INTERVAL_MS: '1000' });
  });
  afterAll(() => slice.stop());

  it('keeps one job scheduler of its own on the maintenance queue, also after a restart, and runs it', async () => {
    await slice.restartWorker();
    const queue = slice.worker.get<Queue>(getQueueToken('maintenance'), { strict: false });
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual([
      'payments.reconcile',
      'vaccination.sweep-reminders',
    ]);
    const done = await waitFor(
      async () => (await queue.getCompleted()).find((job) => job.name === 'payments.reconcile'),
      'a reconciliation run',
    );
    expect(done.returnvalue).toEqual({ checked: 0, paid: 0, released: 0, refunded: 0 });
  });
});
