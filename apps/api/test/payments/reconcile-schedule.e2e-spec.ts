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
  afterAll(async () => {
    await slice.worker
      .get<Queue>(getQueueToken('maintenance'), { strict: false })
      .obliterate({ force: true });
    await slice.stop();
  });

  it('keeps one job scheduler on the maintenance queue and runs it', async () => {
    const queue = slice.worker.get<Queue>(getQueueToken('maintenance'), { strict: false });
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key)).toEqual(['payments.reconcile']);
    const done = await waitFor(
      async () => (await queue.getCompleted()).find((job) => job.name === 'payments.reconcile'),
      'a reconciliation run',
    );
    expect(done.returnvalue).toEqual({ checked: 0, paid: 0, released: 0 });
  });
});
