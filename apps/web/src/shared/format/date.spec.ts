import { describe, expect, it } from 'vitest';
import { formatLongDate } from './date';

describe('formatLongDate', () => {
  it('writes the day in Nepal, spelled out', () => {
    expect(formatLongDate('2025-11-22T10:15:00.000Z')).toBe('November 22, 2025');
    // 20:00 UTC is already the next morning in Kathmandu (UTC+5:45).
    expect(formatLongDate('2025-11-22T20:00:00.000Z')).toBe('November 23, 2025');
  });

  it('gives null for nothing or nonsense', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});
