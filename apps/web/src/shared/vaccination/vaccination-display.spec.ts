import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingStatusColor, clockLabel, longDate, nepalClockLabel, weekdayDate } from '.';

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
    expect(longDate('2026-12-01')).toBe('1 Dec 2026');
    expect(weekdayDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(clockLabel('09:00')).toBe('09:00');
    expect(clockLabel('13:00')).toBe('13:00');
    expect(nepalClockLabel('13:00')).toBe('13:00 (Nepal time)');
  });

  it('says Not specified for what is missing or malformed', () => {
    expect(longDate(null)).toBe('Not specified');
    expect(weekdayDate('soon')).toBe('Not specified');
    expect(clockLabel('1pm')).toBe('Not specified');
    expect(nepalClockLabel(null)).toBe('Not specified');
  });
});
