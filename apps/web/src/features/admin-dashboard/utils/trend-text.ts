import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import type { Trend } from '../api/dashboard-types';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A figure's real change against the previous 30 days; without an earlier figure, only the last 30 days. */
export function trendText(
  trend: Trend,
  format: (value: number) => string = String,
): {
  text: string;
  direction: 'up' | 'down' | 'flat' | 'none';
} {
  if (trend.changePercent === null)
    return { text: TEXT.trendNew(format(trend.last30Days)), direction: 'none' };
  if (trend.changePercent > 0)
    return { text: TEXT.trendUp(percent.format(trend.changePercent)), direction: 'up' };
  if (trend.changePercent < 0)
    return { text: TEXT.trendDown(percent.format(-trend.changePercent)), direction: 'down' };
  return { text: TEXT.trendFlat, direction: 'flat' };
}
