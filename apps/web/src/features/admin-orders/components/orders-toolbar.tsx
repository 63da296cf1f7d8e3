import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ORDER_STATUSES } from '@kukur/contracts';
import { Button, Input, Radio } from 'antd';
import type { AdminOrderStatus } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';

const ALL = 'all';

export interface OrdersToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  status: AdminOrderStatus | null;
  onStatus: (status: AdminOrderStatus | null) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Search (order id, customer name, e-mail), the status filter and Refresh. */
export function OrdersToolbar({
  search,
  onSearch,
  status,
  onStatus,
  refreshing,
  onRefresh,
}: OrdersToolbarProps) {
  return (
    <div className="admin-orders__toolbar">
      <Input
        className="admin-orders__search"
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={TEXT.searchPlaceholder}
        aria-label={TEXT.searchLabel}
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Radio.Group
        className="admin-orders__status-filter"
        aria-label={TEXT.statusFilterLabel}
        optionType="button"
        value={status ?? ALL}
        onChange={(event) => {
          const value = event.target.value as AdminOrderStatus | typeof ALL;
          onStatus(value === ALL ? null : value);
        }}
        options={[
          { value: ALL, label: TEXT.allStatuses },
          ...ORDER_STATUSES.map((value) => ({ value, label: value })),
        ]}
      />
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        {TEXT.refresh}
      </Button>
    </div>
  );
}
