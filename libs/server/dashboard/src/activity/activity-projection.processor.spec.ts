import { UnrecoverableError, type Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { ActivityProjectionProcessor } from './activity-projection.processor';

const job = (name: string, payload: unknown = {}) =>
  ({ id: 'j1', name, data: { outboxId: 'j1', type: name, payload, occurredAt: '' } }) as Job;

describe('the activity projection processor', () => {
  // Nothing reaches the database before the job is recognised and its payload checked.
  const processor = new ActivityProjectionProcessor(null as never);

  it('fails a job whose name the feed does not know, declared or not', async () => {
    await expect(processor.process(job('shop.mystery.v1'))).rejects.toThrow(
      'No handler for activity job shop.mystery.v1',
    );
    await expect(processor.process(job('identity.otp-requested.v1'))).rejects.toThrow(
      'No handler for activity job identity.otp-requested.v1',
    );
  });

  it('fails an event whose payload breaks its schema, without retries', async () => {
    const projected = processor.process(job('ordering.order-paid.v1', { orderId: 'o1', method: 'cheque' }));
    await expect(projected).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(projected).rejects.toThrow(/method: Invalid enum value/);
  });
});
