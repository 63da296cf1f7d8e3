import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { formatPrice } from '@/shared/format';
import { OrderStatusBadge } from '@/shared/orders';
import type { AdminOrder } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { formatDateTime, hasEmail, shortOrderId } from '../utils/order-admin-display';
import { CopyOrderId } from './copy-order-id';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { PaymentSummary } from './payment-summary';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface OrdersTableProps {
  orders: AdminOrder[];
  loading: boolean;
  page: number;
  pageSize: number;
  /** How many orders match the search and filter (X-Total-Count). */
  total: number;
  onPage: (page: number, pageSize: number) => void;
}

const columns: TableColumnsType<AdminOrder> = [
  {
    key: 'id',
    title: TEXT.orderColumn,
    fixed: 'left',
    render: (_value, order) => <CopyOrderId id={order.id} />,
  },
  {
    key: 'date',
    title: TEXT.dateColumn,
    render: (_value, order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
  },
  {
    key: 'customer',
    title: TEXT.customerColumn,
    render: (_value, order) => (
      <div className="admin-orders__customer">
        <span>{order.customer.name}</span>
        {hasEmail(order) ? (
          <small>{order.userEmail}</small>
        ) : (
          <small className="admin-orders__no-email">{TEXT.noEmail}</small>
        )}
      </div>
    ),
  },
  {
    key: 'total',
    title: TEXT.totalColumn,
    align: 'right',
    render: (_value, order) => formatPrice(order.total),
  },
  {
    key: 'status',
    title: TEXT.statusColumn,
    render: (_value, order) => <OrderStatusBadge status={order.status} />,
  },
  {
    key: 'payment',
    title: TEXT.paymentColumn,
    render: (_value, order) => <PaymentSummary order={order} />,
  },
  {
    key: 'actions',
    title: TEXT.actionsColumn,
    render: (_value, order) => <OrderActions order={order} />,
  },
];

/** The orders of one page, newest first; each row expands to its lines, delivery, payment and history. */
export function OrdersTable({ orders, loading, page, pageSize, total, onPage }: OrdersTableProps) {
  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (count) => TEXT.ordersCount(count),
    onChange: onPage,
  };

  return (
    <Table<AdminOrder>
      className="admin-orders__table"
      rowKey="id"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 1100 }}
      locale={{ emptyText: TEXT.empty }}
      expandable={{
        // A fixed column makes the expanded row as wide as the screen, not the scrolled table, on phones.
        fixed: 'left',
        expandedRowRender: (order) => <OrderDetails order={order} />,
        expandIcon: ({ expanded, onExpand, record }) => {
          const short = shortOrderId(record.id);
          return (
            <Button
              type="text"
              size="small"
              aria-expanded={expanded}
              aria-label={expanded ? TEXT.hideDetails(short) : TEXT.showDetails(short)}
              icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
              onClick={(event) => onExpand(record, event)}
            />
          );
        },
      }}
    />
  );
}
