import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderStats } from '../api/get-order-stats';
import type { AdminOrderStatus } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import { OrderStatsCards } from './order-stats-cards';
import { OrdersTable, PAGE_SIZES } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';
import './admin-orders.css';

interface Paging {
  /** The search and filter the page number belongs to: a new search starts again at page 1. */
  filterKey: string;
  page: number;
  pageSize: number;
}

/** Admin Orders: stats cards, search and status filter, and the paged order table with its actions. */
export function AdminOrdersPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS).trim();
  const [status, setStatus] = useState<AdminOrderStatus | null>(null);
  const filterKey = `${status ?? ''}|${search}`;
  const [paging, setPaging] = useState<Paging>({ filterKey, page: 1, pageSize: PAGE_SIZES[0] });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const orders = useAdminOrders({ search, status, page, pageSize: paging.pageSize });
  const stats = useOrderStats();

  const refresh = () => {
    void orders.refetch();
    void stats.refetch();
  };

  return (
    <section className="admin-orders" aria-labelledby="admin-orders-title">
      <h2 id="admin-orders-title" className="admin-orders__title">
        {TEXT.title}
      </h2>
      <OrderStatsCards stats={stats} />
      <OrdersToolbar
        search={searchText}
        onSearch={setSearchText}
        status={status}
        onStatus={setStatus}
        refreshing={orders.isFetching && !orders.isPending}
        onRefresh={refresh}
      />

      {orders.isError && !orders.data ? (
        <Result
          status="warning"
          title={<h3 className="admin-orders__state-title">{TEXT.loadFailed}</h3>}
          extra={
            <Button
              type="primary"
              icon={<ReloadOutlined aria-hidden />}
              loading={orders.isFetching}
              onClick={refresh}
            >
              {TEXT.tryAgain}
            </Button>
          }
        />
      ) : (
        <>
          {orders.isError && (
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
          <OrdersTable
            orders={orders.data?.orders ?? []}
            loading={orders.isPending || orders.isPlaceholderData}
            page={page}
            pageSize={paging.pageSize}
            total={orders.data?.total ?? 0}
            onPage={(next, pageSize) =>
              setPaging({ filterKey, pageSize, page: pageSize === paging.pageSize ? next : 1 })
            }
          />
        </>
      )}
    </section>
  );
}
