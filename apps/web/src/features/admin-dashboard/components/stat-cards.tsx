import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Card, Skeleton } from 'antd';
import { formatPrice } from '@/shared/format';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import type { DashboardStats, Trend } from '../api/dashboard-types';
import { trendText } from '../utils/trend-text';

interface StatCard {
  key: string;
  label: string;
  value: string;
  trend?: Trend;
  hint?: string;
  format?: (value: number) => string;
}

function cardsOf(stats: DashboardStats): StatCard[] {
  const { trends } = stats;
  return [
    {
      key: 'products',
      label: TEXT.cards.products,
      value: String(stats.productCount),
      trend: trends.products,
    },
    { key: 'orders', label: TEXT.cards.orders, value: String(stats.orderCount), trend: trends.orders },
    {
      key: 'customers',
      label: TEXT.cards.customers,
      value: String(stats.customerCount),
      trend: trends.customers,
    },
    {
      key: 'vaccinations',
      label: TEXT.cards.vaccinations,
      value: String(stats.vaccinationCount),
      trend: trends.vaccinations,
    },
    {
      key: 'revenue',
      label: TEXT.cards.revenue,
      value: formatPrice(stats.revenue),
      trend: trends.revenue,
      format: formatPrice,
    },
    {
      key: 'pending',
      label: TEXT.cards.pendingOrders,
      value: String(stats.pendingOrders),
      hint: TEXT.pendingHint,
    },
    {
      key: 'today',
      label: TEXT.cards.todaysAppointments,
      value: String(stats.todaysAppointments),
      hint: TEXT.appointmentsHint(trends.appointments.last30Days),
    },
  ];
}

function TrendLine({ trend, format }: { trend: Trend; format?: (value: number) => string }) {
  const { text, direction } = trendText(trend, format);
  return (
    <p className={`dashboard-stat__trend dashboard-stat__trend--${direction}`}>
      {direction === 'up' && <ArrowUpOutlined aria-hidden />}
      {direction === 'down' && <ArrowDownOutlined aria-hidden />} {text}
    </p>
  );
}

export interface StatCardsProps {
  stats: DashboardStats | undefined;
  loading: boolean;
  error: string | null;
}

/** The shop's figures, each with its real change against the previous 30 days. */
export function StatCards({ stats, loading, error }: StatCardsProps) {
  if (error && !stats) return <Alert type="error" showIcon title={TEXT.statsError(error)} />;
  return (
    <section className="dashboard-stats" aria-label={TEXT.statsLabel}>
      {loading || !stats
        ? Array.from({ length: 7 }, (_, index) => (
            <Card key={index} className="dashboard-stat">
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          ))
        : cardsOf(stats).map((card) => (
            <Card key={card.key} className={`dashboard-stat dashboard-stat--${card.key}`}>
              <h3 className="dashboard-stat__label">{card.label}</h3>
              <p className="dashboard-stat__value">{card.value}</p>
              {card.trend ? (
                <TrendLine trend={card.trend} format={card.format} />
              ) : (
                <p className="dashboard-stat__trend">{card.hint}</p>
              )}
            </Card>
          ))}
    </section>
  );
}
