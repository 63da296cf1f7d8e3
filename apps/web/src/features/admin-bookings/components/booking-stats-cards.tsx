import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { BookingStats } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';

type StatusCount = Exclude<keyof BookingStats, 'today'>;

const CARDS: { key: StatusCount; label: string }[] = [
  { key: 'total', label: TEXT.totalBookings },
  { key: 'scheduled', label: TEXT.scheduled },
  { key: 'confirmed', label: TEXT.confirmed },
  { key: 'completed', label: TEXT.completed },
  { key: 'cancelled', label: TEXT.cancelled },
  { key: 'noShow', label: TEXT.noShow },
];

/** The six stats cards (bookings in all and by status) and, below them, today's appointments. */
export function BookingStatsCards({ stats }: { stats: UseQueryResult<BookingStats> }) {
  if (stats.isError && !stats.data) {
    return (
      <section className="booking-stats" aria-label={TEXT.statsLabel}>
        <Alert
          type="warning"
          showIcon
          title={TEXT.statsFailed}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.refetch()}>
              {TEXT.tryAgain}
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <section className="booking-stats" aria-label={TEXT.statsLabel} aria-busy={stats.isFetching || undefined}>
      <dl className="booking-stats__grid">
        {CARDS.map(({ key, label }) => (
          <div key={key} className={`booking-stats__card booking-stats__card--${key}`}>
            <dt>{label}</dt>
            <dd>
              {stats.data ? (
                stats.data[key]
              ) : (
                <Skeleton.Input active size="small" className="booking-stats__skeleton" />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {stats.data ? (
        <p className="booking-stats__today">{TEXT.today(stats.data.today)}</p>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1, width: 240 }} />
      )}
    </section>
  );
}
