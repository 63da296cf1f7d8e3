import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { MaintenanceJobs } from './maintenance-jobs';

const job = (name: string) => ({ name }) as Job;

describe('the maintenance queue’s job registry', () => {
  it('runs every reaction to an event, in order, and fails a job nobody knows', async () => {
    const jobs = new MaintenanceJobs();
    const ran: string[] = [];
    jobs.onEvent('identity.account-deleted', async () => ran.push('orders'));
    jobs.onEvent('identity.account-deleted', async () => ran.push('bookings'));
    await jobs.run(job('identity.account-deleted'));
    expect(ran).toEqual(['orders', 'bookings']);
    await expect(jobs.run(job('unknown'))).rejects.toThrow('No handler for maintenance job unknown');
  });

  it('keeps a named job to one handler', () => {
    const jobs = new MaintenanceJobs();
    jobs.register('vaccination.send-reminder', async () => undefined);
    expect(() => jobs.register('vaccination.send-reminder', async () => undefined)).toThrow(
      /registered twice/,
    );
    expect(() => jobs.onEvent('vaccination.send-reminder', async () => undefined)).toThrow(/not an event/);
  });
});
