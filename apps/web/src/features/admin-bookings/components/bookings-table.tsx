import type { TableColumnsType } from 'antd';
import { AdminListTable, type AdminTablePage } from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import type { AdminBooking } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { BookingStatusTag, clockLabel, longDate } from '@/shared/vaccination';
import { hasEmail } from '../utils/booking-admin-display';
import { BookingActions } from './booking-actions';
import { BookingDetails } from './booking-details';

const columns: TableColumnsType<AdminBooking> = [
  {
    key: 'reference',
    title: TEXT.referenceColumn,
    width: 120,
    fixed: 'left',
    render: (_value, booking) => (
      <code className="admin-bookings__reference" title={booking.id}>
        {booking.reference}
      </code>
    ),
  },
  {
    key: 'appointment',
    title: TEXT.appointmentColumn,
    width: 165,
    render: (_value, booking) => (
      <div className="admin-list__stacked">
        <time dateTime={booking.appointmentDate}>{longDate(booking.appointmentDate)}</time>
        <small>{clockLabel(booking.appointmentTime)}</small>
      </div>
    ),
  },
  {
    key: 'owner',
    title: TEXT.ownerColumn,
    render: (_value, booking) => (
      <div className="admin-list__stacked">
        <span>{booking.patient.name}</span>
        {hasEmail(booking) ? (
          <small>{booking.userEmail}</small>
        ) : (
          <small className="admin-list__no-email">{TEXT.noEmail}</small>
        )}
      </div>
    ),
  },
  {
    key: 'dog',
    title: TEXT.dogColumn,
    width: 130,
    render: (_value, booking) => (
      <div className="admin-list__stacked">
        <span>{booking.dog.name}</span>
        <small>{booking.dog.breed}</small>
      </div>
    ),
  },
  {
    key: 'center',
    title: TEXT.centerColumn,
    width: 110,
    render: (_value, booking) => booking.center.name || booking.vaccinationCenter,
  },
  {
    key: 'status',
    title: TEXT.statusColumn,
    width: 115,
    render: (_value, booking) => <BookingStatusTag status={booking.status} />,
  },
  {
    key: 'total',
    title: TEXT.totalColumn,
    width: 115,
    align: 'right',
    render: (_value, booking) => (
      <span className="admin-bookings__total">{formatPrice(booking.totalAmount)}</span>
    ),
  },
  {
    key: 'actions',
    title: TEXT.actionsColumn,
    width: 270,
    render: (_value, booking) => <BookingActions booking={booking} />,
  },
];

/** The bookings of one page, latest appointment first; each row expands to owner, dog, doses, centre and history. */
export function BookingsTable(page: AdminTablePage<AdminBooking>) {
  return (
    <AdminListTable<AdminBooking>
      {...page}
      columns={columns}
      scrollX={1250}
      emptyText={TEXT.empty}
      countLabel={TEXT.bookingsCount}
      details={{
        render: (booking) => <BookingDetails booking={booking} />,
        label: (booking, expanded) => (expanded ? TEXT.hideDetails : TEXT.showDetails)(booking.reference),
      }}
    />
  );
}
