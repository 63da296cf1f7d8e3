import { formatCount } from '@kukur/contracts';
import { Card, Statistic } from 'antd';
import { useLanguage, useMoney } from '@/shared/i18n';
import { useProfileTexts } from '../profile-messages';

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
  const TEXT = useProfileTexts();
  const money = useMoney();
  const language = useLanguage();
  return (
    <Card title={<h2 className="profile-card__title">{TEXT.summary.title}</h2>} className="profile-card">
      <div className="profile-summary">
        <Statistic
          title={TEXT.summary.totalOrders}
          value={figures ? formatCount(figures.totalOrders, language) : '—'}
          loading={loading}
        />
        <Statistic
          title={TEXT.summary.totalSpent}
          value={figures ? money(figures.totalSpent) : '—'}
          loading={loading}
        />
      </div>
    </Card>
  );
}
