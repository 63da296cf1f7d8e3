import { formatPrice } from '@/shared/format';
import { PaymentStatusTag as SharedPaymentStatusTag } from '@/shared/orders';
import type { AdminOrder } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';

/** How an order is paid for: "Cash on delivery", "Khalti" or "Not chosen". */
export function paymentMethodLabel(method: AdminOrder['paymentMethod']): string {
  return TEXT.methods[method ?? 'none'];
}

/** A payment status as a coloured tag (paid green, pending or a refund under way yellow, failed red, refunded blue). */
export function PaymentStatusTag({ status }: { status: AdminOrder['paymentStatus'] }) {
  return <SharedPaymentStatusTag className="admin-orders__payment-status" status={status} />;
}

/** The payment cell of the order table: method and status, and Khalti's pidx and transaction id once known. */
export function PaymentSummary({ order }: { order: AdminOrder }) {
  return (
    <div className="admin-list__stacked admin-orders__payment">
      <span>
        {paymentMethodLabel(order.paymentMethod)} <PaymentStatusTag status={order.paymentStatus} />
      </span>
      {order.paymentReference && (
        <small>
          {TEXT.khaltiPidx}: <code>{order.paymentReference}</code>
        </small>
      )}
      {order.refunded > 0 && order.paymentStatus === 'partially-refunded' && (
        <small>
          {TEXT.refunded}: {formatPrice(order.refunded)}
        </small>
      )}
      {order.transactionId && (
        <small>
          {TEXT.transactionId}: <code>{order.transactionId}</code>
        </small>
      )}
    </div>
  );
}
