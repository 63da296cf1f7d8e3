import { ORDER_STATUSES } from '@kukur/contracts';
import { AdminListPage, useAdminListState } from '@/shared/admin';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderStats } from '../api/get-order-stats';
import type { AdminOrderStatus } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { OrderStatsCards } from './order-stats-cards';
import { OrdersTable } from './orders-table';
import './admin-orders.css';

const STATUS_FILTER = ORDER_STATUSES.map((value) => ({ value, label: value }));

/** Admin Orders: stats cards, search (order id, customer name, e-mail) and status filter, and the paged order table. */
export function AdminOrdersPage() {
  const state = useAdminListState<AdminOrderStatus>();
  const orders = useAdminOrders(state.filters);
  const stats = useOrderStats();

  return (
    <AdminListPage
      className="admin-orders"
      texts={TEXT}
      state={state}
      statuses={STATUS_FILTER}
      list={orders}
      stats={stats}
      statsCards={<OrderStatsCards stats={stats} />}
      renderTable={(page) => <OrdersTable {...page} />}
    />
  );
}
