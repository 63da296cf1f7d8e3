import { CloseCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatDate, formatPrice } from '@/shared/format';
import {
  discountOfOrder,
  ORDER_TEXT,
  OrderStatusBadge,
  orderReference,
  PaymentStatusTag,
} from '@/shared/orders';
import type { Order } from '../api/order-types';
import { ORDERS_MESSAGES } from '../orders-messages';
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
  const reference = orderReference(order.id);
  const titleId = `order-${order.id}-title`;
  const discount = discountOfOrder(order);

  return (
    <li className="order-card" aria-busy={busy || undefined}>
      <article aria-labelledby={titleId}>
        <header className="order-card__head">
          <h3 className="order-card__title" id={titleId}>
            {ORDER_TEXT.reference(reference)}
          </h3>
          <OrderStatusBadge status={order.status} />
        </header>
        <dl className="order-card__facts">
          <div>
            <dt>{ORDERS_MESSAGES.placedOn}</dt>
            <dd>{formatDate(order.createdAt) ?? ORDERS_MESSAGES.notSpecified}</dd>
          </div>
          <div>
            <dt>{ORDER_TEXT.total}</dt>
            <dd className="order-card__total">{formatPrice(order.total)}</dd>
          </div>
          {order.paymentMethod && (
            <div>
              <dt>{ORDERS_MESSAGES.payment}</dt>
              <dd className="order-card__payment">
                <span>{ORDERS_MESSAGES.paymentMethods[order.paymentMethod]}</span>
                <PaymentStatusTag status={order.paymentStatus} />
                {order.paymentStatus === 'partially-refunded' && (
                  <small>{ORDERS_MESSAGES.refundedAmount(formatPrice(order.refunded))}</small>
                )}
              </dd>
            </div>
          )}
        </dl>
        <h4 className="order-card__subtitle">{ORDERS_MESSAGES.products}</h4>
        <ul className="order-card__lines">
          {order.items.map((line) => (
            <li key={line.productId} className="order-card__line">
              <span>{ORDER_TEXT.line(line.quantity, line.name)}</span>
              <span>{formatPrice(line.lineTotal)}</span>
            </li>
          ))}
          {discount && (
            <li className="order-card__line order-card__line--discount">
              <span>{discount.label}</span>
              <span>- {formatPrice(discount.amount)}</span>
            </li>
          )}
        </ul>
        <footer className="order-card__actions">
          {isCancellable(order) && (
            <Button
              danger
              icon={<CloseCircleOutlined aria-hidden />}
              aria-label={ORDERS_MESSAGES.cancelLabel(reference)}
              disabled={busy}
              onClick={onCancel}
            >
              {ORDERS_MESSAGES.cancel}
            </Button>
          )}
          {isDeletable(order) && (
            <Button
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={ORDERS_MESSAGES.deleteLabel(reference)}
              disabled={busy}
              onClick={onDelete}
            >
              {ORDERS_MESSAGES.delete}
            </Button>
          )}
        </footer>
      </article>
    </li>
  );
}
