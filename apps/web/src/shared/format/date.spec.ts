import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_PICKER_FORMAT, formatDate, formatDateTime } from './date';

describe('the web’s dates', () => {
  it('writes instants in Nepal time, whatever the device’s zone', () => {
    expect(formatDate('2025-11-22T10:15:00.000Z')).toBe('22 Nov 2025');
    // 20:00 UTC is already the next morning in Kathmandu (UTC+5:45).
    expect(formatDateTime('2025-11-22T20:00:00.000Z')).toBe('23 Nov 2025, 01:45');
  });

  it('shows a picked day in the date picker the way the pages write it', () => {
    expect(dayjs('2026-12-01').format(DATE_PICKER_FORMAT)).toBe(formatDate('2026-12-01'));
    expect(dayjs('2026-09-05').format(DATE_PICKER_FORMAT)).toBe('5 Sep 2026');
  });
});
