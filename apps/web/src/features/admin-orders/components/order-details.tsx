import { AdminDetails, DetailsBlock, DetailsFact as Fact, HistoryTimeline, SentEmails } from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import type { AdminOrder } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { formatDateTime, shortOrderId } from '../utils/order-admin-display';
import { paymentMethodLabel, PaymentStatusTag } from './payment-summary';

/** An order's expanded row: lines and totals, delivery, payment, the history timeline and the e-mails sent. */
export function OrderDetails({ order }: { order: AdminOrder }) {
  const id = `order-details-${order.id}`;
  return (
    <AdminDetails className="order-details" label={TEXT.detailsLabel(shortOrderId(order.id))}>
      <DetailsBlock id={`${id}-items`} title={TEXT.items}>
        <table className="admin-details__table" aria-labelledby={`${id}-items`}>
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
        <dl className="admin-details__totals">
          <Fact label={TEXT.subtotal}>{formatPrice(order.subtotal)}</Fact>
          {order.discount > 0 && (
            <Fact label={TEXT.discount(order.discountPercent)}>- {formatPrice(order.discount)}</Fact>
          )}
          <Fact label={TEXT.shipping}>{formatPrice(order.shipping)}</Fact>
          <Fact label={TEXT.total}>{formatPrice(order.total)}</Fact>
        </dl>
      </DetailsBlock>

      <DetailsBlock id={`${id}-delivery`} title={TEXT.delivery}>
        <dl>
          <Fact label={TEXT.phone}>{order.customer.phoneNumber}</Fact>
          <Fact label={TEXT.city}>{order.customer.city}</Fact>
          <Fact label={TEXT.colony}>{order.customer.colony}</Fact>
          <Fact label={TEXT.notes}>{order.customer.orderNotes}</Fact>
        </dl>
      </DetailsBlock>

      <DetailsBlock id={`${id}-payment`} title={TEXT.payment}>
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
      </DetailsBlock>

      <DetailsBlock id={`${id}-history`} title={TEXT.history}>
        <HistoryTimeline
          history={order.history ?? []}
          emptyText={TEXT.noHistory}
          actors={TEXT.actor}
          moveLabel={(step) => (step.from ? TEXT.moved(step.from, step.to) : TEXT.placedAs(step.to))}
          timeLabel={formatDateTime}
        />
      </DetailsBlock>

      <DetailsBlock id={`${id}-emails`} title={TEXT.emails} wide>
        <SentEmails orderId={order.id} />
      </DetailsBlock>
    </AdminDetails>
  );
}
