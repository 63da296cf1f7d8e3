import { Card, Tooltip } from 'antd';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import type { DashboardCharts } from '../api/dashboard-types';

/** Active users = new + returning customers (spec), with the three kinds of customer. */
export function ActiveUsersCard({ users }: { users: DashboardCharts['userStats'] }) {
  return (
    <Card className="dashboard-card" title={<h3 className="dashboard-card__title">{TEXT.activeUsers}</h3>}>
      <p className="dashboard-card__figure">{users.newUsers + users.returningUsers}</p>
      <p className="dashboard-card__hint">{TEXT.activeUsersHint}</p>
      <dl className="dashboard-users">
        <dt>{TEXT.newUsers}</dt>
        <dd>{users.newUsers}</dd>
        <dt>{TEXT.returningUsers}</dt>
        <dd>{users.returningUsers}</dd>
        <dt>
          <Tooltip title={TEXT.premiumHint}>
            <span tabIndex={0}>{TEXT.premiumMembers}</span>
          </Tooltip>
          <span className="visually-hidden"> ({TEXT.premiumHint})</span>
        </dt>
        <dd>{users.premiumMembers}</dd>
      </dl>
    </Card>
  );
}
