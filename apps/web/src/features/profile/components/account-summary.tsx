import { Card, Statistic } from 'antd';
import { formatPrice } from '@/shared/format';

export interface AccountSummaryProps {
  totalOrders: number;
  /** Sum of the order totals, in rupees. */
  totalSpent: number;
}

/** Account Summary: Total Orders and Total Spent (Rs). */
export function AccountSummary({ totalOrders, totalSpent }: AccountSummaryProps) {
  return (
    <Card title={<h2 className="profile-card__title">Account Summary</h2>} className="profile-card">
      <div className="profile-summary">
        <Statistic title="Total Orders" value={totalOrders} />
        <Statistic title="Total Spent" value={formatPrice(totalSpent)} />
      </div>
    </Card>
  );
}
