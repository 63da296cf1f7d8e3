import { describe, expect, it } from 'vitest';
import { describeJobName, summarizeJob } from './job-summary';

describe('what a failed job was for', () => {
  it('reads an event job’s recipient, order and templates', () => {
    const summary = summarizeJob(
      {
        name: 'ordering.order-placed.v1',
        data: {
          outboxId: 'x',
          type: 'ordering.order-placed.v1',
          payload: {
            orderId: '1a2b3c4d-0000-4000-8000-000000000001',
            email: 'sita@example.com',
            total: '1300.00',
          },
        },
      },
      [{ recipient: 'admin@example.com', template: 'order-placed' }],
    );
    expect(summary).toEqual({
      description: 'Order placed',
      eventType: 'ordering.order-placed.v1',
      recipients: ['admin@example.com', 'sita@example.com'],
      templates: ['order-placed'],
      orderId: '1a2b3c4d-0000-4000-8000-000000000001',
      bookingId: null,
      announcementId: null,
    });
  });

  it('shows nothing but the allowed fields: no sealed codes or tokens', () => {
    const summary = summarizeJob({
      name: 'identity.otp-requested.v1',
      data: {
        type: 'identity.otp-requested.v1',
        payload: { email: 'new@example.com', sealedCode: 'SECRET', token: 'T' },
      },
    });
    expect(JSON.stringify(summary)).not.toMatch(/SECRET|"T"/);
    expect(summary.recipients).toEqual(['new@example.com']);
  });

  it('names plain jobs from their name', () => {
    expect(describeJobName('vaccination.send-reminder')).toBe('Send reminder');
    expect(
      summarizeJob({ name: 'notification.announcement-batch', data: { announcementId: 'nope', batch: 2 } }),
    ).toMatchObject({ description: 'Announcement batch', announcementId: null, recipients: [] });
  });
});
