import { Alert, Skeleton } from 'antd';
import { displayNameOf, type AccountIdentity } from '@/shared/lib';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import { useDashboardActivities, useDashboardCharts, useDashboardStats } from '../api/dashboard-queries';
import { ActiveUsersCard } from './active-users-card';
import { QuickActions } from './quick-actions';
import { RecentActivities } from './recent-activities';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';
import { TopProductsChart } from './top-products-chart';
import './admin-dashboard.css';

const ADMIN_NAME_FALLBACK = 'Admin';

export interface AdminDashboardPageProps {
  user: AccountIdentity | null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /admin: the shop in numbers, charts, quick actions and what happened lately; refreshes every minute. */
export function AdminDashboardPage({ user }: AdminDashboardPageProps) {
  const stats = useDashboardStats();
  const charts = useDashboardCharts();
  const activities = useDashboardActivities();
  return (
    <div className="admin-dashboard">
      <section className="admin-banner" aria-labelledby="admin-banner-title">
        <h2 className="admin-banner__title" id="admin-banner-title">
          {TEXT.welcome(displayNameOf(user, ADMIN_NAME_FALLBACK))}
        </h2>
        <p>{TEXT.intro}</p>
      </section>

      <StatCards
        stats={stats.data}
        loading={stats.isPending}
        error={stats.isError ? messageOf(stats.error) : null}
      />

      <div className="dashboard-charts">
        {charts.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : charts.isError && !charts.data ? (
          <Alert type="error" showIcon title={TEXT.chartsError(messageOf(charts.error))} />
        ) : (
          <>
            <RevenueChart sales={charts.data.salesData} />
            <TopProductsChart products={charts.data.topProducts} />
            <ActiveUsersCard users={charts.data.userStats} />
          </>
        )}
        <QuickActions />
      </div>

      <RecentActivities
        activities={activities.data}
        loading={activities.isPending}
        failed={activities.isError}
      />
    </div>
  );
}
