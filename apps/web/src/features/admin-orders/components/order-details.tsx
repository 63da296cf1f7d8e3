import type { ReactNode } from 'react';
import { formatPrice } from '@/shared/format';
import type { AdminOrder } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { formatDateTime, shortOrderId } from '../utils/order-admin-display';
import { OrderHistoryTimeline } from './order-history-timeline';
import { paymentMethodLabel, PaymentStatusTag } from './payment-summary';

/** One label and value of a details list; a missing value reads None. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === false || children === '';
  return (
    <div className="order-details__fact">
      <dt>{label}</dt>
      <dd>{missing ? TEXT.none : children}</dd>
    </div>
  );
}

/** An order's expanded row: lines and totals, delivery, payment and the history timeline. */
export function OrderDetails({ order }: { order: AdminOrder }) {
  const id = `order-details-${order.id}`;
  return (
    <section className="order-details" aria-label={TEXT.detailsLabel(shortOrderId(order.id))}>
      <section className="order-details__block order-details__block--items" aria-labelledby={`${id}-items`}>
        <h3 className="order-details__title" id={`${id}-items`}>
          {TEXT.items}
        </h3>
        <table className="order-details__items" aria-labelledby={`${id}-items`}>
          <thead>
            <tr>
              <th scope="col">{TEXT.product}</th>
              <th scope="col">{TEXT.quantity}</th>
              <th scope="col">{TEXT.unitPrice}</th>
              <th scope="col">{TEXT.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.productId}>
                <th scope="row">{line.name}</th>
                <td>{line.quantity}</td>
                <td>{formatPrice(line.price)}</td>
                <td>{formatPrice(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-details__totals">
          <Fact label={TEXT.subtotal}>{formatPrice(order.subtotal)}</Fact>
          <Fact label={TEXT.shipping}>{formatPrice(order.shipping)}</Fact>
          <Fact label={TEXT.total}>{formatPrice(order.total)}</Fact>
        </dl>
      </section>

      <section className="order-details__block" aria-labelledby={`${id}-delivery`}>
        <h3 className="order-details__title" id={`${id}-delivery`}>
          {TEXT.delivery}
        </h3>
        <dl>
          <Fact label={TEXT.phone}>{order.customer.phoneNumber}</Fact>
          <Fact label={TEXT.city}>{order.customer.city}</Fact>
          <Fact label={TEXT.colony}>{order.customer.colony}</Fact>
          <Fact label={TEXT.notes}>{order.customer.orderNotes}</Fact>
        </dl>
      </section>

      <section className="order-details__block" aria-labelledby={`${id}-payment`}>
        <h3 className="order-details__title" id={`${id}-payment`}>
          {TEXT.payment}
        </h3>
        <dl>
          <Fact label={TEXT.method}>{paymentMethodLabel(order.paymentMethod)}</Fact>
          <Fact label={TEXT.paymentStatus}>
            <PaymentStatusTag status={order.paymentStatus} />
          </Fact>
          <Fact label={TEXT.khaltiPidx}>
            {order.paymentReference ? <code>{order.paymentReference}</code> : null}
          </Fact>
          <Fact label={TEXT.transactionId}>
            {order.transactionId ? <code>{order.transactionId}</code> : null}
          </Fact>
          <Fact label={TEXT.paidAt}>
            {order.paidAt ? <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time> : null}
          </Fact>
        </dl>
      </section>

      <section
        className="order-details__block order-details__block--history"
        aria-labelledby={`${id}-history`}
      >
        <h3 className="order-details__title" id={`${id}-history`}>
          {TEXT.history}
        </h3>
        <OrderHistoryTimeline history={order.history ?? []} />
      </section>
    </section>
  );
}
