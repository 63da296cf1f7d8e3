import type { TableColumnsType } from 'antd';
import { AdminListTable, type AdminTablePage } from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import { OrderStatusBadge } from '@/shared/orders';
import type { AdminOrder } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { formatDateTime, hasEmail, shortOrderId } from '../utils/order-admin-display';
import { CopyOrderId } from './copy-order-id';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { PaymentSummary } from './payment-summary';

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
      <div className="admin-list__stacked">
        <span>{order.customer.name}</span>
        {hasEmail(order) ? (
          <small>{order.userEmail}</small>
        ) : (
          <small className="admin-list__no-email">{TEXT.noEmail}</small>
        )}
      </div>
    ),
  },
  {
    key: 'total',
    title: TEXT.totalColumn,
    align: 'right',
    render: (_value, order) =>
      order.discount > 0 ? (
        <div className="admin-list__stacked">
          <span>{formatPrice(order.total)}</span>
          <small>{TEXT.discountNote(order.discount)}</small>
        </div>
      ) : (
        formatPrice(order.total)
      ),
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
export function OrdersTable(page: AdminTablePage<AdminOrder>) {
  return (
    <AdminListTable<AdminOrder>
      {...page}
      columns={columns}
      scrollX={1100}
      emptyText={TEXT.empty}
      countLabel={TEXT.ordersCount}
      details={{
        render: (order) => <OrderDetails order={order} />,
        label: (order, expanded) => (expanded ? TEXT.hideDetails : TEXT.showDetails)(shortOrderId(order.id)),
      }}
    />
  );
}
