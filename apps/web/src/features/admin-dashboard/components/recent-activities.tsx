import { CalendarOutlined, NotificationOutlined, ShoppingOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatPrice } from '@/shared/format';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import type { Activity } from '../api/dashboard-types';
import { relativeTime } from '../utils/relative-time';

/** The spec's activity status styles; any other status is neutral. */
const STATUS_COLORS: Record<string, string> = {
  completed: 'green',
  pending: 'gold',
  refunded: 'red',
  confirmed: 'cyan',
  new: 'blue',
  processing: 'purple',
  cancelled: 'red',
};

/** Order icons: completed blue, refunded red, else yellow (spec). */
function orderIconTone(status: string | null): string {
  if (status === 'completed') return 'blue';
  if (status === 'refunded') return 'red';
  return 'yellow';
}

function iconOf(activity: Activity): ReactNode {
  switch (activity.type) {
    case 'order':
      return (
        <span
          className={`dashboard-activity__icon dashboard-activity__icon--${orderIconTone(activity.status)}`}
        >
          <ShoppingOutlined aria-hidden />
        </span>
      );
    case 'customer':
      return (
        <span className="dashboard-activity__icon">
          <UserAddOutlined aria-hidden />
        </span>
      );
    case 'booking':
      return (
        <span className="dashboard-activity__icon">
          <CalendarOutlined aria-hidden />
        </span>
      );
    default:
      return (
        <span className="dashboard-activity__icon">
          <NotificationOutlined aria-hidden />
        </span>
      );
  }
}

export interface RecentActivitiesProps {
  activities: Activity[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** What happened lately, newest first, with how long ago (spec section 9). */
export function RecentActivities({ activities, loading, failed }: RecentActivitiesProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <ul className="dashboard-activities" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="dashboard-activity">
            <Skeleton active avatar paragraph={{ rows: 1 }} />
          </li>
        ))}
      </ul>
    );
  } else if (failed && !activities) {
    body = <Alert type="error" showIcon title={TEXT.activitiesError} />;
  } else if (!activities || activities.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noActivities} />;
  } else {
    const now = new Date();
    body = (
      <ul className="dashboard-activities">
        {activities.map((activity) => (
          <li key={activity.id} className="dashboard-activity">
            {iconOf(activity)}
            <div className="dashboard-activity__text">
              <p className="dashboard-activity__message">{activity.message}</p>
              <p className="dashboard-activity__meta">
                {activity.customer && <span>{activity.customer}</span>}
                {activity.amount !== null && <span>{formatPrice(activity.amount)}</span>}
                <time dateTime={activity.time}>{relativeTime(activity.time, now)}</time>
              </p>
            </div>
            {activity.status && <Tag color={STATUS_COLORS[activity.status]}>{activity.status}</Tag>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="dashboard-card" title={<h3 className="dashboard-card__title">{TEXT.activities}</h3>}>
      {body}
    </Card>
  );
}
