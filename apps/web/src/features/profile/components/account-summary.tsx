import { Card, Statistic } from 'antd';
import { formatPrice } from '@/shared/format';

/** The Account Summary's figures. */
export interface AccountFigures {
  totalOrders: number;
  /** Sum of the order totals, in rupees. */
  totalSpent: number;
}

export interface AccountSummaryProps {
  /** Null while loading or when the orders could not be loaded. */
  figures: AccountFigures | null;
  loading?: boolean;
}

/** Account Summary: Total Orders and Total Spent (Rs, 2 decimals). */
export function AccountSummary({ figures, loading = false }: AccountSummaryProps) {
  return (
    <Card title={<h2 className="profile-card__title">Account Summary</h2>} className="profile-card">
      <div className="profile-summary">
        <Statistic title="Total Orders" value={figures?.totalOrders ?? '—'} loading={loading} />
        <Statistic
          title="Total Spent"
          value={figures ? formatPrice(figures.totalSpent) : '—'}
          loading={loading}
        />
      </div>
    </Card>
  );
}
