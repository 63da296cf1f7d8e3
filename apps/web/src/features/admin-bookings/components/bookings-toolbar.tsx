import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { BOOKING_STATUSES, bookingStatusLabel } from '@kukur/contracts';
import { Button, Input, Radio } from 'antd';
import type { AdminBookingStatus } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';

const ALL = 'all';

export interface BookingsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  status: AdminBookingStatus | null;
  onStatus: (status: AdminBookingStatus | null) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Search (id, owner, dog, e-mail, contact code), the status filter and Refresh. */
export function BookingsToolbar({
  search,
  onSearch,
  status,
  onStatus,
  refreshing,
  onRefresh,
}: BookingsToolbarProps) {
  return (
    <div className="admin-bookings__toolbar">
      <Input
        className="admin-bookings__search"
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={TEXT.searchPlaceholder}
        aria-label={TEXT.searchLabel}
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Radio.Group
        className="admin-bookings__status-filter"
        aria-label={TEXT.statusFilterLabel}
        optionType="button"
        value={status ?? ALL}
        onChange={(event) => {
          const value = event.target.value as AdminBookingStatus | typeof ALL;
          onStatus(value === ALL ? null : value);
        }}
        options={[
          { value: ALL, label: TEXT.allStatuses },
          ...BOOKING_STATUSES.map((value) => ({ value, label: bookingStatusLabel(value) })),
        ]}
      />
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        {TEXT.refresh}
      </Button>
    </div>
  );
}
