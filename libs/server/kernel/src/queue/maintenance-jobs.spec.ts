import { UnrecoverableError, type Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { defineEvent, z } from '../events/event-catalogue';
import { OutboxRoutes } from '../outbox/outbox-routes';
import { MaintenanceJobs } from './maintenance-jobs';

const job = (name: string, payload: unknown = {}) =>
  ({ id: '1', name, data: { outboxId: '1', type: name, payload, occurredAt: '' } }) as Job;

const accountGone = defineEvent({
  type: 'spec.account-gone.v1',
  schema: z.object({ userId: z.string() }),
  queues: ['maintenance'],
});
const mailedOnly = defineEvent({ type: 'spec.mailed-only.v1', schema: z.object({}), queues: ['email'] });

describe('the maintenance queue’s job registry', () => {
  it('runs every reaction to an event, in order, with its checked payload, and fails a job nobody knows', async () => {
    const jobs = new MaintenanceJobs(new OutboxRoutes());
    const ran: string[] = [];
    jobs.onEvent(accountGone, async ({ userId }) => ran.push(`orders of ${userId}`));
    jobs.onEvent(accountGone, async ({ userId }) => ran.push(`bookings of ${userId}`));
    await jobs.run(job(accountGone.type, { userId: 'u1' }));
    expect(ran).toEqual(['orders of u1', 'bookings of u1']);
    await expect(jobs.run(job('unknown'))).rejects.toThrow('No handler for maintenance job unknown');
  });

  it('fails an event job whose payload breaks the schema before any handler runs, without retries', async () => {
    const jobs = new MaintenanceJobs(new OutboxRoutes());
    let ran = false;
    jobs.onEvent(accountGone, async () => (ran = true));
    const failure = jobs.run(job(accountGone.type, { userId: 42 }));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow(
      /spec\.account-gone\.v1 schema: userId: Expected string, received number/,
    );
    expect(ran).toBe(false);
  });

  it('refuses at start-up an event whose declaration does not route it to the maintenance queue', () => {
    const jobs = new MaintenanceJobs(new OutboxRoutes());
    expect(() => jobs.onEvent(mailedOnly, async () => undefined)).toThrow(
      'Event type spec.mailed-only.v1 is consumed from maintenance but its declaration routes it to email',
    );
  });

  it('keeps a named job to one handler', () => {
    const jobs = new MaintenanceJobs();
    jobs.register('spec.send-reminder', async () => undefined);
    expect(() => jobs.register('spec.send-reminder', async () => undefined)).toThrow(/registered twice/);
    jobs.register(accountGone.type, async () => undefined);
    expect(() => jobs.onEvent(accountGone, async () => undefined)).toThrow(/not an event/);
  });
});
