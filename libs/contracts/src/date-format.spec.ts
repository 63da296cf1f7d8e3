import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatNepalDateTime,
  formatTime,
} from './date-format';

describe('the shop’s date formats', () => {
  it('writes a day as "23 Nov 2026", in Nepal', () => {
    expect(formatDate('2026-11-23T08:45:00.000Z')).toBe('23 Nov 2026');
    expect(formatDate(new Date('2026-09-05T00:00:00.000Z'))).toBe('5 Sep 2026');
    expect(formatDate(Date.parse('2027-01-01T06:00:00.000Z'))).toBe('1 Jan 2027');
  });

  it('takes a time near midnight UTC that is already the next day in Nepal (UTC+05:45) as that day', () => {
    // 18:15 UTC is 00:00 in Kathmandu; 18:14 is still 23:59 the evening before.
    expect(formatDate('2026-11-22T18:15:00.000Z')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-22T18:15:00.000Z')).toBe('23 Nov 2026, 00:00');
    expect(formatDateTime('2026-11-22T18:14:00.000Z')).toBe('22 Nov 2026, 23:59');
    // The last evening of the year in UTC is New Year's morning in Nepal.
    expect(formatDateTime('2026-12-31T20:30:00.000Z')).toBe('1 Jan 2027, 02:15');
  });

  it('keeps a calendar date (an appointment’s day) as it is, whatever the zone', () => {
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDateWithWeekday('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatDate('2026-02-30')).toBeNull();
  });

  it('writes times on a 24-hour clock, and says Nepal time where asked', () => {
    expect(formatDateTime('2026-11-23T08:45:00.000Z')).toBe('23 Nov 2026, 14:30');
    expect(formatNepalDateTime('2026-11-23T08:45:00.000Z')).toBe('23 Nov 2026, 14:30 (Nepal time)');
    expect(formatTime('13:00')).toBe('13:00');
    expect(formatTime('09:30')).toBe('09:30');
    expect(formatTime('2026-11-23T08:45:07.000Z')).toBe('14:30');
    expect(formatTime('2026-11-23T08:45:07.000Z', { seconds: true })).toBe('14:30:07');
  });

  it('gives null for nothing or nonsense', () => {
    for (const format of [
      formatDate,
      formatDateWithWeekday,
      formatDateTime,
      formatNepalDateTime,
      formatTime,
    ]) {
      expect(format(null)).toBeNull();
      expect(format(undefined)).toBeNull();
      expect(format('')).toBeNull();
      expect(format('not a date')).toBeNull();
    }
    expect(formatTime('25:00')).toBeNull();
  });
});
