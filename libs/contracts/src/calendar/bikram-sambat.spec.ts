import { describe, expect, it } from 'vitest';
import {
  formatAdDate,
  formatBsDate,
  formatDateWithBs,
  fromBikramSambat,
  toBikramSambat,
} from './bikram-sambat';

// New Year's Day (1 Baisakh) as the Nepal government's calendars publish it.
const NEW_YEARS_DAYS: [bsYear: number, adDay: string][] = [
  [2070, '2013-04-14'],
  [2073, '2016-04-13'],
  [2075, '2018-04-14'],
  [2077, '2020-04-13'],
  [2080, '2023-04-14'],
  [2081, '2024-04-13'],
  [2082, '2025-04-14'],
  [2083, '2026-04-14'],
];

describe('Bikram Sambat conversion', () => {
  it.each(NEW_YEARS_DAYS)('1 Baisakh %i is %s', (year, adDay) => {
    expect(toBikramSambat(adDay)).toEqual({ year, month: 1, day: 1 });
    expect(fromBikramSambat({ year, month: 1, day: 1 })).toBe(adDay);
  });

  it('knows the day before New Year is the last of Chaitra', () => {
    expect(toBikramSambat('2026-04-13')).toMatchObject({ year: 2082, month: 12 });
    expect(toBikramSambat('2025-04-13')).toMatchObject({ year: 2081, month: 12 });
  });

  it('reads an instant on Nepal clocks, whatever the machine zone', () => {
    // 18:15 UTC on 13 April 2026 is midnight in Kathmandu: already 1 Baisakh 2083 there.
    expect(toBikramSambat('2026-04-13T18:15:00Z')).toEqual({ year: 2083, month: 1, day: 1 });
    expect(toBikramSambat('2026-04-13T18:14:00Z')).toMatchObject({ year: 2082, month: 12 });
  });

  it('refuses BS dates that do not exist and dates outside the tables', () => {
    expect(fromBikramSambat({ year: 2083, month: 8, day: 33 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 13, day: 1 })).toBeNull();
    expect(toBikramSambat('1900-01-01')).toBeNull();
    expect(toBikramSambat('not a date')).toBeNull();
    expect(toBikramSambat(null)).toBeNull();
  });

  it('round-trips every day of a year', () => {
    for (let day = new Date('2026-01-01T00:00:00Z'); day.getUTCFullYear() === 2026;) {
      const iso = day.toISOString().slice(0, 10);
      expect(fromBikramSambat(toBikramSambat(iso)!)).toBe(iso);
      day = new Date(day.getTime() + 86_400_000);
    }
  });
});

describe('BS dates for reading', () => {
  it('writes English with the month name and BS', () => {
    expect(formatBsDate('2026-11-24')).toBe('8 Mangsir 2083 BS');
    expect(formatDateWithBs('2026-11-24')).toBe('24 Nov 2026 (8 Mangsir 2083 BS)');
  });

  it('writes Nepali with Devanagari digits and month names', () => {
    expect(formatBsDate('2026-11-24', 'ne')).toBe('वि.सं. २०८३ मंसिर ८');
    expect(formatAdDate('2026-11-24', 'ne')).toBe('२४ नोभेम्बर २०२६');
    expect(formatDateWithBs('2026-04-14', 'ne')).toBe('१४ अप्रिल २०२६ (वि.सं. २०८३ बैशाख १)');
  });

  it('keeps the AD date alone where the tables end', () => {
    expect(formatDateWithBs('2040-01-01')).toBe('1 Jan 2040');
    expect(formatDateWithBs('')).toBeNull();
  });
});
