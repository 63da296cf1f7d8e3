import { describe, expect, it } from 'vitest';
import { lastMonths, monthLabel } from './months';

describe('the months of the revenue chart', () => {
  it('are the last 12 Nepal months, oldest first, across a new year', () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Nepal.
    const months = lastMonths(new Date('2026-12-31T20:00:00Z'), 12);
    expect(months[0]).toBe('2026-02');
    expect(months.at(-1)).toBe('2027-01');
    expect(new Set(months).size).toBe(12);
  });

  it('read as a short month and the year', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });
});
