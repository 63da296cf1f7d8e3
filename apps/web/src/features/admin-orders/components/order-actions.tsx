import { CheckCircleOutlined, CloseCircleOutlined, DollarOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useId, useState } from 'react';
import { ApiError } from '@/shared/api';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useMarkCashReceived } from '../api/mark-cash-received';
import { useSendOrderEmail } from '../api/send-order-email';
import type { AdminOrder, OrderStatusChange } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { orderActionsOf, shortOrderId } from '../utils/order-admin-display';
import { CancelOrderDialog } from './cancel-order-dialog';

/** The server's reason when it refused a move the order's state no longer allows (409), else `fallback`. */
function conflictMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status === 409 && error.serverMessage) || fallback;
}

/** An order's actions: approve, complete, cancel (asks first), cash received, and e-mail the customer. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { message } = App.useApp();
  const changeStatus = useChangeOrderStatus();
  const markCash = useMarkCashReceived();
  const sendEmail = useSendOrderEmail();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const noEmailId = useId();
  const allowed = orderActionsOf(order);
  const short = shortOrderId(order.id);
  const busy = changeStatus.isPending || markCash.isPending;
  const changingTo = changeStatus.isPending ? changeStatus.variables.status : null;

  const moveTo = async (status: OrderStatusChange['status'], note?: string) => {
    try {
      const updated = await changeStatus.mutateAsync({
        orderId: order.id,
        status,
        ...(note ? { note } : {}),
      });
      message.success(TEXT.statusUpdated(updated.status));
    } catch (error) {
      message.error(conflictMessageOr(error, TEXT.statusFailed));
    }
  };

  const cancel = async (reason: string) => {
    await moveTo('Cancelled', reason);
    setConfirmingCancel(false);
  };

  const receiveCash = async () => {
    try {
      await markCash.mutateAsync(order.id);
      message.success(TEXT.cashRecorded);
    } catch (error) {
      message.error(conflictMessageOr(error, TEXT.cashFailed));
    }
  };

  const email = async () => {
    try {
      await sendEmail.mutateAsync(order.id);
      message.success(TEXT.emailSent(order.userEmail));
    } catch {
      message.error(TEXT.emailFailed);
    }
  };

  return (
    <div className="order-actions">
      {allowed.approve && (
        <Button
          type="primary"
          size="small"
          icon={<CheckCircleOutlined aria-hidden />}
          loading={changingTo === 'Approved'}
          disabled={busy}
          onClick={() => void moveTo('Approved')}
        >
          {TEXT.approve}
        </Button>
      )}
      {allowed.complete && (
        <Button
          type="primary"
          size="small"
          icon={<CheckCircleOutlined aria-hidden />}
          loading={changingTo === 'Completed'}
          disabled={busy}
          onClick={() => void moveTo('Completed')}
        >
          {TEXT.complete}
        </Button>
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
      {allowed.cancel && (
        <Button
          danger
          size="small"
          icon={<CloseCircleOutlined aria-hidden />}
          disabled={busy}
          onClick={() => setConfirmingCancel(true)}
        >
          {TEXT.cancel}
        </Button>
      )}
      <Button
        size="small"
        icon={<MailOutlined aria-hidden />}
        loading={sendEmail.isPending}
        disabled={!allowed.sendEmail}
        aria-describedby={allowed.sendEmail ? undefined : noEmailId}
        onClick={() => void email()}
      >
        {TEXT.sendEmail}
      </Button>
      {!allowed.sendEmail && (
        <span className="order-actions__warning" id={noEmailId} role="note">
          {TEXT.noEmail}
        </span>
      )}
      <CancelOrderDialog
        open={confirmingCancel}
        shortId={short}
        loading={changingTo === 'Cancelled'}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
