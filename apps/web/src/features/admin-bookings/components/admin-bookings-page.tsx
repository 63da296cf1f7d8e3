import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useBookingStats } from '../api/get-booking-stats';
import type { AdminBookingStatus } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { BookingStatsCards } from './booking-stats-cards';
import { BookingsTable, PAGE_SIZES } from './bookings-table';
import { BookingsToolbar } from './bookings-toolbar';
import './admin-bookings.css';

interface Paging {
  /** The search and filter the page number belongs to: a new search starts again at page 1. */
  filterKey: string;
  page: number;
  pageSize: number;
}

/** Admin Bookings: six stats cards, search and status filter, and the paged booking table with its actions. */
export function AdminBookingsPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS).trim();
  const [status, setStatus] = useState<AdminBookingStatus | null>(null);
  const filterKey = `${status ?? ''}|${search}`;
  const [paging, setPaging] = useState<Paging>({ filterKey, page: 1, pageSize: PAGE_SIZES[0] });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const bookings = useAdminBookings({ search, status, page, pageSize: paging.pageSize });
  const stats = useBookingStats();

  const refresh = () => {
    void bookings.refetch();
    void stats.refetch();
  };

  return (
    <section className="admin-bookings" aria-labelledby="admin-bookings-title">
      <h2 id="admin-bookings-title" className="admin-bookings__title">
        {TEXT.title}
      </h2>
      <BookingStatsCards stats={stats} />
      <BookingsToolbar
        search={searchText}
        onSearch={setSearchText}
        status={status}
        onStatus={setStatus}
        refreshing={bookings.isFetching && !bookings.isPending}
        onRefresh={refresh}
      />

      {bookings.isError && !bookings.data ? (
        <Result
          status="warning"
          title={<h3 className="admin-bookings__state-title">{TEXT.loadFailed}</h3>}
          extra={
            <Button
              type="primary"
              icon={<ReloadOutlined aria-hidden />}
              loading={bookings.isFetching}
              onClick={refresh}
            >
              {TEXT.tryAgain}
            </Button>
          }
        />
      ) : (
        <>
          {bookings.isError && (
            <Alert
              type="warning"
              showIcon
              title={TEXT.loadFailed}
              action={
                <Button size="small" onClick={refresh}>
                  {TEXT.tryAgain}
                </Button>
              }
            />
          )}
          <BookingsTable
            bookings={bookings.data?.bookings ?? []}
            loading={bookings.isPending || bookings.isPlaceholderData}
            page={page}
            pageSize={paging.pageSize}
            total={bookings.data?.total ?? 0}
            onPage={(next, pageSize) =>
              setPaging({ filterKey, pageSize, page: pageSize === paging.pageSize ? next : 1 })
            }
          />
        </>
      )}
    </section>
  );
}
