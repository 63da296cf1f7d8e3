import { CloseCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { digitsFor, formatDateWithBs } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/i18n';
import { discountOfOrder, OrderStatusBadge, orderReference, PaymentStatusTag } from '@/shared/orders';
import type { Order } from '../api/order-types';
import { useOrdersTexts } from '../orders-messages';
import { isCancellable, isDeletable } from '../utils/order-display';

export interface OrderCardProps {
  order: Order;
  /** This order's cancellation or deletion is under way. */
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/**
 * One order of the history: reference, date, status, total, the first-order discount, payment (and its refund)
 * and products; Cancel (Pending only) and Delete (not while Approved: it is on its way).
 */
export function OrderCard({ order, busy, onCancel, onDelete }: OrderCardProps) {
  const TEXT = useOrdersTexts();
  const { t } = useTranslation('common');
  const money = useMoney();
  const { language } = TEXT;
  const reference = orderReference(order.id);
  const titleId = `order-${order.id}-title`;
  const discount = discountOfOrder(order);

  return (
    <li className="order-card" aria-busy={busy || undefined}>
      <article aria-labelledby={titleId}>
        <header className="order-card__head">
          <h3 className="order-card__title" id={titleId}>
            {t('order.reference', { reference })}
          </h3>
          <OrderStatusBadge status={order.status} label={TEXT.status(order.status)} />
        </header>
        <dl className="order-card__facts">
          <div>
            <dt>{TEXT.placedOn}</dt>
            <dd>{formatDateWithBs(order.createdAt, language) ?? TEXT.notSpecified}</dd>
          </div>
          <div>
            <dt>{t('order.total')}</dt>
            <dd className="order-card__total">{money(order.total)}</dd>
          </div>
          {order.paymentMethod && (
            <div>
              <dt>{TEXT.payment}</dt>
              <dd className="order-card__payment">
                <span>{TEXT.paymentMethods[order.paymentMethod]}</span>
                <PaymentStatusTag
                  status={order.paymentStatus}
                  label={TEXT.paymentStatus(order.paymentStatus)}
                />
                {order.paymentStatus === 'partially-refunded' && (
                  <small>{TEXT.refundedAmount(money(order.refunded))}</small>
                )}
              </dd>
            </div>
          )}
        </dl>
        <h4 className="order-card__subtitle">{TEXT.products}</h4>
        <ul className="order-card__lines">
          {order.items.map((line) => (
            <li key={line.productId} className="order-card__line">
              <span>
                {t('order.line', { quantity: digitsFor(String(line.quantity), language), name: line.name })}
              </span>
              <span>{money(line.lineTotal)}</span>
            </li>
          ))}
          {discount && (
            <li className="order-card__line order-card__line--discount">
              <span>
                {discount.percent
                  ? t('order.firstOrderDiscount', { percent: digitsFor(String(discount.percent), language) })
                  : t('order.discount')}
              </span>
              <span>- {money(discount.amount)}</span>
            </li>
          )}
        </ul>
        <footer className="order-card__actions">
          {isCancellable(order) && (
            <Button
              danger
              icon={<CloseCircleOutlined aria-hidden />}
              aria-label={TEXT.cancelLabel(reference)}
              disabled={busy}
              onClick={onCancel}
            >
              {TEXT.cancel}
            </Button>
          )}
          {isDeletable(order) && (
            <Button
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={TEXT.deleteLabel(reference)}
              disabled={busy}
              onClick={onDelete}
            >
              {TEXT.delete}
            </Button>
          )}
        </footer>
      </article>
    </li>
  );
}
