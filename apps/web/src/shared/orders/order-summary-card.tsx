import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsFor } from '@kukur/contracts';
import { useLanguage, useMoney } from '@/shared/i18n';
import type { DiscountLine } from './first-order-offer';
import './order-summary.css';

/** One line of a summary: what and how many, and its amount in Rs. */
export interface OrderSummaryLine {
  key: string;
  label: ReactNode;
  amount: number;
}

export interface OrderSummaryCardProps {
  /**
   * The page's own BEM block (cart-summary, checkout-summary, payment-summary). Its classes stay beside the
   * shared ones because the page's styles and the browser journeys address them.
   */
  block: string;
  /** The order's lines; left out, the card shows only the totals. */
  lines?: readonly OrderSummaryLine[];
  /** Shown instead of an empty list of lines. */
  empty?: ReactNode;
  /** The subtotal's label, when it says more than "Subtotal". */
  subtotalLabel?: ReactNode;
  subtotal: number;
  /** The first-order discount, shown between the subtotal and shipping. */
  discount?: DiscountLine | null;
  total: number;
  /** Below the total, such as the invitation to sign up for the first-order offer. */
  note?: ReactNode;
  /** On its own line under the title, such as the order's reference. */
  subtitle?: ReactNode;
  /** Below the totals: the page's actions or the delivery address. */
  children?: ReactNode;
}

/**
 * The Order Summary card of cart, checkout and payment: the lines, the subtotal, the first-order discount
 * when there is one, shipping Free and the total.
 */
export function OrderSummaryCard({
  block,
  lines,
  empty,
  subtotalLabel,
  subtotal,
  discount,
  total,
  note,
  subtitle,
  children,
}: OrderSummaryCardProps) {
  const { t } = useTranslation('common');
  const money = useMoney();
  const language = useLanguage();
  const titleId = `${block}-title`;
  const discountLabel = (line: DiscountLine) =>
    line.percent
      ? t('order.firstOrderDiscount', { percent: digitsFor(String(line.percent), language) })
      : t('order.discount');
  const classes = (element: string) => `order-summary__${element} ${block}__${element}`;
  return (
    <Card
      className={`order-summary ${block}`}
      role="region"
      aria-labelledby={titleId}
      title={
        <div className="order-summary__heading">
          <h2 className={classes('title')} id={titleId}>
            {t('order.summaryTitle')}
          </h2>
          {subtitle && <p className={classes('subtitle')}>{subtitle}</p>}
        </div>
      }
    >
      {lines && lines.length === 0 && empty}
      {lines && lines.length > 0 && (
        <ul className={classes('lines')}>
          {lines.map((line) => (
            <li key={line.key} className={classes('line')}>
              <span>{line.label}</span>
              <span>{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className={classes('rows')}>
        <div className={classes('row')}>
          <dt>{subtotalLabel ?? t('order.subtotal')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount && (
          <div className={`${classes('row')} ${classes('row--discount')}`}>
            <dt>{discountLabel(discount)}</dt>
            <dd>- {money(discount.amount)}</dd>
          </div>
        )}
        <div className={classes('row')}>
          <dt>{t('order.shipping')}</dt>
          <dd className={classes('free')}>{t('order.shippingFree')}</dd>
        </div>
        <div className={`${classes('row')} ${classes('row--total')}`}>
          <dt>{t('order.total')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {note && <p className={classes('note')}>{note}</p>}
      {children}
    </Card>
  );
}
