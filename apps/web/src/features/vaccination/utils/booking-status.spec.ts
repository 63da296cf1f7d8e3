import { describe, expect, it } from 'vitest';
import { canCancel, canReschedule, hasNotStarted, isUpcoming } from './booking-status';

const NOW = Date.parse('2026-12-01T04:00:00.000Z');
const later = '2026-12-01T04:15:00.000Z';
const earlier = '2026-12-01T03:15:00.000Z';

describe('booking status rules', () => {
  it('lets only a scheduled appointment be rescheduled', () => {
    expect(canReschedule({ status: 'scheduled' })).toBe(true);
    for (const status of ['confirmed', 'completed', 'cancelled', 'no-show'] as const) {
      expect(canReschedule({ status })).toBe(false);
    }
  });

  it('lets a scheduled or confirmed appointment be cancelled until it starts', () => {
    expect(canCancel({ status: 'scheduled', startsAt: later }, NOW)).toBe(true);
    expect(canCancel({ status: 'confirmed', startsAt: later }, NOW)).toBe(true);
    expect(canCancel({ status: 'confirmed', startsAt: earlier }, NOW)).toBe(false);
    expect(canCancel({ status: 'scheduled', startsAt: '2026-12-01T04:00:00.000Z' }, NOW)).toBe(false);
    for (const status of ['completed', 'cancelled', 'no-show'] as const) {
      expect(canCancel({ status, startsAt: later }, NOW)).toBe(false);
    }
  });

  it('counts an active appointment still ahead as upcoming', () => {
    expect(isUpcoming({ status: 'scheduled', startsAt: later }, NOW)).toBe(true);
    expect(isUpcoming({ status: 'cancelled', startsAt: later }, NOW)).toBe(false);
    expect(isUpcoming({ status: 'confirmed', startsAt: earlier }, NOW)).toBe(false);
  });

  it('treats an unreadable start as already started', () => {
    expect(hasNotStarted({ startsAt: 'soon' }, NOW)).toBe(false);
  });
});
