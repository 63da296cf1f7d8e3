import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { formatPrice } from '@/shared/format';
import type { AdminBooking } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { BookingStatusTag, clockLabel, longDate } from '@/shared/vaccination';
import { hasEmail } from '../utils/booking-admin-display';
import { BookingActions } from './booking-actions';
import { BookingDetails } from './booking-details';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface BookingsTableProps {
  bookings: AdminBooking[];
  loading: boolean;
  page: number;
  pageSize: number;
  /** How many bookings match the search and filter (X-Total-Count). */
  total: number;
  onPage: (page: number, pageSize: number) => void;
}

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
      <div className="admin-bookings__stacked">
        <time dateTime={booking.appointmentDate}>{longDate(booking.appointmentDate)}</time>
        <small>{clockLabel(booking.appointmentTime)}</small>
      </div>
    ),
  },
  {
    key: 'owner',
    title: TEXT.ownerColumn,
    render: (_value, booking) => (
      <div className="admin-bookings__stacked">
        <span>{booking.patient.name}</span>
        {hasEmail(booking) ? (
          <small>{booking.userEmail}</small>
        ) : (
          <small className="admin-bookings__no-email">{TEXT.noEmail}</small>
        )}
      </div>
    ),
  },
  {
    key: 'dog',
    title: TEXT.dogColumn,
    width: 130,
    render: (_value, booking) => (
      <div className="admin-bookings__stacked">
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
export function BookingsTable({ bookings, loading, page, pageSize, total, onPage }: BookingsTableProps) {
  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (count) => TEXT.bookingsCount(count),
    onChange: onPage,
  };

  return (
    <Table<AdminBooking>
      className="admin-bookings__table"
      rowKey="id"
      columns={columns}
      dataSource={bookings}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 1250 }}
      locale={{ emptyText: TEXT.empty }}
      expandable={{
        // A fixed column makes the expanded row as wide as the screen, not the scrolled table, on phones.
        fixed: 'left',
        expandedRowRender: (booking) => <BookingDetails booking={booking} />,
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            type="text"
            size="small"
            aria-expanded={expanded}
            aria-label={expanded ? TEXT.hideDetails(record.reference) : TEXT.showDetails(record.reference)}
            icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
            onClick={(event) => onExpand(record, event)}
          />
        ),
      }}
    />
  );
}
