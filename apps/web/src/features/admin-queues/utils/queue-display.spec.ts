import { describe, expect, it } from 'vitest';
import { defaultQueueOf, formatAge, isOutboxBehind } from './queue-display';

const counts = { waiting: 0, active: 0, delayed: 0, completed: 0, paused: false };

describe('queue display', () => {
  it('opens on the first queue with failures, else e-mail', () => {
    expect(
      defaultQueueOf([
        { ...counts, name: 'email', failed: 0 },
        { ...counts, name: 'announcements', failed: 0 },
        { ...counts, name: 'maintenance', failed: 3 },
        { ...counts, name: 'activity', failed: 1 },
      ]),
    ).toBe('maintenance');
    expect(defaultQueueOf([{ ...counts, name: 'activity', failed: 0 }])).toBe('email');
  });

  it('warns about an outbox whose oldest event has waited more than a minute', () => {
    const outbox = { pending: 1, oldestPendingAt: null, unrouted: 0, unroutedTypes: [] };
    expect(isOutboxBehind({ ...outbox, oldestAgeSeconds: 60 })).toBe(false);
    expect(isOutboxBehind({ ...outbox, oldestAgeSeconds: 61 })).toBe(true);
    expect(isOutboxBehind({ ...outbox, pending: 0, oldestAgeSeconds: null })).toBe(false);
  });

  it('says how long something has waited', () => {
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(59.4)).toBe('59 s');
    expect(formatAge(60)).toBe('1 min');
    expect(formatAge(125)).toBe('2 min 5 s');
    expect(formatAge(7200)).toBe('2 h');
    expect(formatAge(7860)).toBe('2 h 11 min');
  });
});
