import { Tag } from 'antd';
import type { AdminOrder } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { paymentStatusColor } from '../utils/order-admin-display';

/** How an order is paid for: "Cash on delivery", "Khalti" or "Not chosen". */
export function paymentMethodLabel(method: AdminOrder['paymentMethod']): string {
  return TEXT.methods[method ?? 'none'];
}

/** A payment status as a coloured tag (paid green, pending yellow, failed red, refunded blue). */
export function PaymentStatusTag({ status }: { status: AdminOrder['paymentStatus'] }) {
  return (
    <Tag className="admin-orders__payment-status" color={paymentStatusColor(status)} data-status={status}>
      {TEXT.paymentStatuses[status]}
    </Tag>
  );
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
      {order.transactionId && (
        <small>
          {TEXT.transactionId}: <code>{order.transactionId}</code>
        </small>
      )}
    </div>
  );
}
