import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { formatPrice } from '@/shared/format';
import type { OrderStats } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';

const CARDS: { key: keyof OrderStats; label: string; format?: (value: number) => string }[] = [
  { key: 'total', label: TEXT.totalOrders },
  { key: 'pending', label: TEXT.pending },
  { key: 'approved', label: TEXT.approved },
  { key: 'completed', label: TEXT.completed },
  { key: 'cancelled', label: TEXT.cancelled },
  { key: 'revenue', label: TEXT.revenue, format: formatPrice },
  { key: 'outstanding', label: TEXT.outstanding, format: formatPrice },
];

/** The stats cards: orders in all and by status, the money received (paid orders) and still to come, in Rs. */
export function OrderStatsCards({ stats }: { stats: UseQueryResult<OrderStats> }) {
  return (
    <section className="order-stats" aria-label={TEXT.statsLabel} aria-busy={stats.isFetching || undefined}>
      {stats.isError && !stats.data ? (
        <Alert
          type="warning"
          showIcon
          title={TEXT.statsFailed}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.refetch()}>
              {TEXT.tryAgain}
            </Button>
          }
        />
      ) : (
        <dl className="order-stats__grid">
          {CARDS.map(({ key, label, format }) => (
            <div key={key} className={`order-stats__card order-stats__card--${key}`}>
              <dt>{label}</dt>
              <dd>{stats.data ? (format ?? String)(stats.data[key]) : '…'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
