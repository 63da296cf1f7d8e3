import { BOOKING_STATUSES, bookingStatusLabel } from '@kukur/contracts';
import { AdminListPage, useAdminListState } from '@/shared/admin';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useBookingStats } from '../api/get-booking-stats';
import type { AdminBookingStatus } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { BookingStatsCards } from './booking-stats-cards';
import { BookingsTable } from './bookings-table';
import './admin-bookings.css';

const STATUS_FILTER = BOOKING_STATUSES.map((value) => ({ value, label: bookingStatusLabel(value) }));

/**
 * Admin Bookings: six stats cards, search (id, owner, dog, e-mail, contact code) and status filter, and the
 * paged booking table with its actions.
 */
export function AdminBookingsPage() {
  const state = useAdminListState<AdminBookingStatus>();
  const bookings = useAdminBookings(state.filters);
  const stats = useBookingStats();

  return (
    <AdminListPage
      className="admin-bookings"
      texts={TEXT}
      state={state}
      statuses={STATUS_FILTER}
      list={bookings}
      stats={stats}
      statsCards={<BookingStatsCards stats={stats} />}
      renderTable={(page) => <BookingsTable {...page} />}
    />
  );
}
