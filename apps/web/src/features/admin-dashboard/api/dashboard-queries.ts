import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

/** The dashboard refreshes itself while open, at most once a minute (the limit). */
export const DASHBOARD_REFRESH_MS = 60_000;

const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  charts: () => [...dashboardKeys.all, 'charts'] as const,
  activities: () => [...dashboardKeys.all, 'activities'] as const,
};

const refreshing = { refetchInterval: DASHBOARD_REFRESH_MS, staleTime: DASHBOARD_REFRESH_MS } as const;

/** GET /api/dashboard/stats (admin). */
export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats(),
    queryFn: async ({ signal }) => unwrap(await apiClient.GET('/api/dashboard/stats', { signal })),
    ...refreshing,
  });
}

/** GET /api/dashboard/charts (admin). */
export function useDashboardCharts() {
  return useQuery({
    queryKey: dashboardKeys.charts(),
    queryFn: async ({ signal }) => unwrap(await apiClient.GET('/api/dashboard/charts', { signal })),
    ...refreshing,
  });
}

/** GET /api/dashboard/activities (admin): the latest 20. */
export function useDashboardActivities() {
  return useQuery({
    queryKey: dashboardKeys.activities(),
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.GET('/api/dashboard/activities', { params: { query: { limit: 20 } }, signal })),
    ...refreshing,
  });
}
