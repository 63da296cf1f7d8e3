import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { AdminStatsCards, type AdminStatCard } from '@/shared/admin';
import { bookingStatusColor } from '@/shared/vaccination';
import type { BookingStats } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';

const CARDS: AdminStatCard<BookingStats>[] = [
  { key: 'total', label: TEXT.totalBookings, tone: 'brand' },
  { key: 'scheduled', label: TEXT.scheduled, tone: bookingStatusColor('scheduled') },
  { key: 'confirmed', label: TEXT.confirmed, tone: bookingStatusColor('confirmed') },
  { key: 'completed', label: TEXT.completed, tone: bookingStatusColor('completed') },
  { key: 'cancelled', label: TEXT.cancelled, tone: bookingStatusColor('cancelled') },
  { key: 'noShow', label: TEXT.noShow, tone: bookingStatusColor('no-show') },
];

/** The six stats cards (bookings in all and by status) and, below them, today's appointments. */
export function BookingStatsCards({ stats }: { stats: UseQueryResult<BookingStats> }) {
  return (
    <AdminStatsCards
      className="booking-stats"
      stats={stats}
      cards={CARDS}
      texts={TEXT}
      placeholder={<Skeleton.Input active size="small" className="booking-stats__skeleton" />}
    >
      {stats.data ? (
        <p className="booking-stats__today">{TEXT.today(stats.data.today)}</p>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1, width: 240 }} />
      )}
    </AdminStatsCards>
  );
}
