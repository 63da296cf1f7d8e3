import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import './admin-list.css';

/** The keys of `Stats` that hold a number. */
type FigureKey<Stats> = { [Key in keyof Stats]: Stats[Key] extends number ? Key : never }[keyof Stats] &
  string;

/** A card's colour: a status's (as on its badges and tags), or the shop's own. */
export type AdminStatTone = 'yellow' | 'green' | 'blue' | 'red' | 'grey' | 'brand';

export interface AdminStatCard<Stats> {
  /** The figure shown; also the card's modifier class, admin-stats__card--<key>. */
  key: FigureKey<Stats>;
  label: string;
  /** How the figure reads (e.g. in Rs); as a plain number without. */
  format?: (value: number) => string;
  /** The colour of the card's edge; neutral without. */
  tone?: AdminStatTone;
}

export interface AdminStatsCardsProps<Stats> {
  /** The feature's own class on the cards, for its own styles. */
  className: string;
  stats: UseQueryResult<Stats>;
  cards: readonly AdminStatCard<Stats>[];
  texts: { statsLabel: string; statsFailed: string; tryAgain: string };
  /** What a card shows while its figure loads. */
  placeholder?: ReactNode;
  /** Below the cards, while they are shown. */
  children?: ReactNode;
}

/** The stats cards above an admin list; when the figures cannot be loaded, a warning with Try Again. */
export function AdminStatsCards<Stats>({
  className,
  stats,
  cards,
  texts,
  placeholder = '…',
  children,
}: AdminStatsCardsProps<Stats>) {
  return (
    <section
      className={`admin-stats ${className}`}
      aria-label={texts.statsLabel}
      aria-busy={stats.isFetching || undefined}
    >
      {stats.isError && !stats.data ? (
        <Alert
          type="warning"
          showIcon
          title={texts.statsFailed}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.refetch()}>
              {texts.tryAgain}
            </Button>
          }
        />
      ) : (
        <>
          <dl className="admin-stats__grid">
            {cards.map(({ key, label, format = String, tone }) => (
              <div key={key} className={`admin-stats__card admin-stats__card--${key}`} data-tone={tone}>
                <dt>{label}</dt>
                <dd>{stats.data ? format(stats.data[key] as number) : placeholder}</dd>
              </div>
            ))}
          </dl>
          {children}
        </>
      )}
    </section>
  );
}
