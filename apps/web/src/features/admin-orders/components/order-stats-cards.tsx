import type { UseQueryResult } from '@tanstack/react-query';
import { AdminStatsCards, type AdminStatCard } from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import { statusColor } from '@/shared/orders';
import type { OrderStats } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';

const CARDS: AdminStatCard<OrderStats>[] = [
  { key: 'total', label: TEXT.totalOrders },
  { key: 'pending', label: TEXT.pending, tone: statusColor('Pending') },
  { key: 'approved', label: TEXT.approved, tone: statusColor('Approved') },
  { key: 'completed', label: TEXT.completed, tone: statusColor('Completed') },
  { key: 'cancelled', label: TEXT.cancelled, tone: statusColor('Cancelled') },
  { key: 'revenue', label: TEXT.revenue, format: formatPrice, tone: 'brand' },
  { key: 'outstanding', label: TEXT.outstanding, format: formatPrice },
  { key: 'refundsOwed', label: TEXT.refundsOwed, format: formatPrice },
];

/**
 * The stats cards: orders in all and by status, the money earned (paid less refunds), still to come and
 * still to give back, in Rs.
 */
export function OrderStatsCards({ stats }: { stats: UseQueryResult<OrderStats> }) {
  return <AdminStatsCards className="order-stats" stats={stats} cards={CARDS} texts={TEXT} />;
}
