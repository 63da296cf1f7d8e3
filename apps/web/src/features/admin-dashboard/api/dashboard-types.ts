import type { components } from '@/shared/api/schema';

export type DashboardStats = components['schemas']['DashboardStatsDto'];
export type DashboardCharts = components['schemas']['DashboardChartsDto'];
export type Activity = components['schemas']['ActivityDto'];
export type Trend = components['schemas']['TrendDto'];
