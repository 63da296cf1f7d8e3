import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingStatusColor, clockLabel, longDate, weekdayDate } from '.';

describe('how bookings read everywhere', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('colours statuses: cancelled red, confirmed green, completed blue, scheduled yellow, no-show grey', () => {
    expect(['cancelled', 'Confirmed', 'completed', 'scheduled', 'no-show'].map(bookingStatusColor)).toEqual([
      'red',
      'green',
      'blue',
      'yellow',
      'grey',
    ]);
  });

  it('writes Nepal dates and times as they are, whatever the browser’s zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(longDate('2026-12-01')).toBe('December 1, 2026');
    expect(weekdayDate('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(clockLabel('09:00')).toBe('9:00 AM');
    expect(clockLabel('13:00')).toBe('1:00 PM');
  });

  it('says Not specified for what is missing or malformed', () => {
    expect(longDate(null)).toBe('Not specified');
    expect(weekdayDate('soon')).toBe('Not specified');
    expect(clockLabel('1pm')).toBe('Not specified');
  });
});
