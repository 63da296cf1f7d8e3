import { describe, expect, it } from 'vitest';
import { trendOf } from './trend';

describe('a trend against the previous 30 days', () => {
  it('is the real change in percent, one decimal', () => {
    expect(trendOf(15, 10).changePercent).toBe(50);
    expect(trendOf(2, 3).changePercent).toBe(-33.3);
    expect(trendOf(10, 10).changePercent).toBe(0);
  });

  it('has no percentage when there was nothing before', () => {
    expect(trendOf(4, 0)).toEqual({ last30Days: 4, previous30Days: 0, changePercent: null });
  });
});
