import { CheckCircleOutlined, DollarOutlined, RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MoveButton, RowActions, useActionToast, useStatusMove } from '@/shared/admin';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useMarkCashReceived } from '../api/mark-cash-received';
import { useRetryRefund } from '../api/retry-refund';
import { useSettleCashRefund } from '../api/settle-cash-refund';
import { useSendOrderEmail } from '../api/send-order-email';
import type { AdminOrder, OrderStatusChange } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { orderActionsOf, shortOrderId } from '../utils/order-admin-display';

/**
 * An order's actions: approve, complete, cash received, cancel (asks first), retry a failed refund, record a
 * cash refund, and e-mail the customer.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const toast = useActionToast();
  const changeStatus = useChangeOrderStatus();
  const markCash = useMarkCashReceived();
  const sendEmail = useSendOrderEmail();
  const retry = useRetryRefund();
  const settleCash = useSettleCashRefund();
  const allowed = orderActionsOf(order);
  const busy = changeStatus.isPending || markCash.isPending || retry.isPending || settleCash.isPending;
  const changingTo = changeStatus.isPending ? changeStatus.variables.status : null;
  const moveTo = useStatusMove<OrderStatusChange['status']>(
    (change) => changeStatus.mutateAsync({ orderId: order.id, ...change }),
    TEXT,
  );
  const move = { changingTo, busy, onMove: (status: OrderStatusChange['status']) => void moveTo(status) };

  const receiveCash = () =>
    toast(() => markCash.mutateAsync(order.id), {
      success: () => TEXT.cashRecorded,
      failure: TEXT.cashFailed,
      explainConflict: true,
    });
  const retryRefund = () =>
    toast(() => retry.mutateAsync(order.id), {
      success: () => TEXT.refundRetried,
      failure: TEXT.retryRefundFailed,
      explainConflict: true,
    });
  const recordCashRefund = () =>
    toast(() => settleCash.mutateAsync(order.id), {
      success: () => TEXT.cashRefundSettled,
      failure: TEXT.settleCashRefundFailed,
      explainConflict: true,
    });

  return (
    <RowActions
      busy={busy}
      cancel={{
        offered: allowed.cancel,
        reference: shortOrderId(order.id),
        cancelling: changingTo === 'Cancelled',
        onCancel: (reason) => moveTo('Cancelled', reason),
      }}
      email={{
        canSend: allowed.sendEmail,
        sending: sendEmail.isPending,
        send: () => sendEmail.mutateAsync(order.id),
        sentTo: () => order.userEmail,
      }}
      texts={TEXT}
    >
      {allowed.approve && (
        <MoveButton {...move} primary to="Approved" icon={<CheckCircleOutlined aria-hidden />}>
          {TEXT.approve}
        </MoveButton>
      )}
      {allowed.complete && (
        <MoveButton {...move} primary to="Completed" icon={<CheckCircleOutlined aria-hidden />}>
          {TEXT.complete}
        </MoveButton>
      )}
      {allowed.cashReceived && (
        <Button
          size="small"
          icon={<DollarOutlined aria-hidden />}
          loading={markCash.isPending}
          disabled={busy}
          onClick={() => void receiveCash()}
        >
          {TEXT.cashReceived}
        </Button>
      )}
      {allowed.retryRefund && (
        <Button
          size="small"
          type="primary"
          icon={<RedoOutlined aria-hidden />}
          loading={retry.isPending}
          disabled={busy}
          onClick={() => void retryRefund()}
        >
          {TEXT.retryRefund}
        </Button>
      )}
      {allowed.settleCashRefund && (
        <Button
          size="small"
          icon={<DollarOutlined aria-hidden />}
          loading={settleCash.isPending}
          disabled={busy}
          onClick={() => void recordCashRefund()}
        >
          {TEXT.settleCashRefund}
        </Button>
      )}
    </RowActions>
  );
}
