import { UnrecoverableError, type Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { AnnouncementProcessor } from './announcement.processor';
import { EmailProcessor } from './email.processor';

const job = (name: string, payload: unknown = {}) =>
  ({ id: 'j1', name, data: { outboxId: 'j1', type: name, payload, occurredAt: '' } }) as Job;

// Nothing is touched before a job is recognised and its payload checked: no database, SMTP or queue.
const email = new EmailProcessor(
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
);
const announcements = new AnnouncementProcessor(
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
  null as never,
);

describe('the notification processors', () => {
  it('fail a job whose name they do not know', async () => {
    await expect(email.process(job('shop.mystery.v1'))).rejects.toThrow(
      'No handler for email job shop.mystery.v1',
    );
    // Declared, but no e-mail rule mails about it.
    await expect(email.process(job('payments.refund-requested.v1'))).rejects.toThrow(
      'No handler for email job payments.refund-requested.v1',
    );
    await expect(announcements.process(job('notification.announcement-batches'))).rejects.toThrow(
      'No handler for announcements job notification.announcement-batches',
    );
  });

  it('fail an event job whose payload breaks its schema, without retries', async () => {
    const mail = email.process(job('identity.user-signed-up.v1', { userId: 'u1', email: 'a@example.com' }));
    await expect(mail).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(mail).rejects.toThrow('name: Required; method: Required');
    const announced = announcements.process(job('notification.product-announced.v1', { batches: -1 }));
    await expect(announced).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(announced).rejects.toThrow(
      /announcementId: Required; product: Required; batches: Number must be greater than or equal to 0/,
    );
  });
});
