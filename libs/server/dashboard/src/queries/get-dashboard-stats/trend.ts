import type { TrendDto } from '../../http/dashboard.dto';

/** The change from the previous period to the last, in percent with one decimal (null without a basis). */
export function trendOf(last30Days: number, previous30Days: number): TrendDto {
  const changePercent =
    previous30Days === 0 ? null : Math.round(((last30Days - previous30Days) / previous30Days) * 1000) / 10;
  return { last30Days, previous30Days, changePercent };
}
