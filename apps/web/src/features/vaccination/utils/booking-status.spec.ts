import { describe, expect, it } from 'vitest';
import { isUpcoming } from './booking-status';

// Who may cancel or reschedule (canCustomerCancel, canCustomerReschedule) is tested beside the rule itself,
// in libs/contracts/src/booking-changes.spec.ts.
const NOW = Date.parse('2026-12-01T04:00:00.000Z');
const later = '2026-12-01T04:15:00.000Z';
const earlier = '2026-12-01T03:15:00.000Z';

describe('booking status rules', () => {
  it('counts an active appointment still ahead as upcoming', () => {
    expect(isUpcoming({ status: 'scheduled', startsAt: later }, NOW)).toBe(true);
    expect(isUpcoming({ status: 'cancelled', startsAt: later }, NOW)).toBe(false);
    expect(isUpcoming({ status: 'confirmed', startsAt: earlier }, NOW)).toBe(false);
  });

  it('treats an unreadable start as already started', () => {
    expect(isUpcoming({ status: 'scheduled', startsAt: 'soon' }, NOW)).toBe(false);
  });
});
