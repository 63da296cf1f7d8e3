import { Alert, Button, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useErrorText, useMoney } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/button-link';
import { useCancelOrder } from '../api/cancel-order';
import { useDeleteOrder } from '../api/delete-order';
import { useUserOrders } from '../api/get-user-orders';
import type { Order } from '../api/order-types';
import { type OrdersTexts, useOrdersTexts } from '../orders-messages';
import { refundOnCancel } from '../utils/order-display';
import { OrderCard } from './order-card';
import './orders.css';
import { useFeedback } from '@/shared/ui/feedback';

export interface OrderHistoryProps {
  /** The logged-in customer's e-mail; null when the session has none. */
  email: string | null;
}

interface Confirming {
  action: 'cancel' | 'delete';
  order: Order;
}

/** What the dialog says: cancelling (or deleting a Pending order, which cancels it) and what happens to the money. */
function confirmationOf(
  { action, order }: Confirming,
  TEXT: OrdersTexts,
  money: (amount: number) => string,
): string[] {
  const cancels = action === 'cancel' || order.status === 'Pending';
  const lines: string[] = [
    action === 'cancel' ? TEXT.cancelConfirm : cancels ? TEXT.deletePendingConfirm : TEXT.deleteConfirm,
  ];
  const refund = cancels ? refundOnCancel(order) : null;
  if (refund === 'khalti') lines.push(TEXT.refundByKhalti(money(order.total)));
  if (refund === 'cash') lines.push(TEXT.refundInCash(money(order.total)));
  return lines;
}

/** Order History: the customer's orders, newest first, each with Cancel (Pending only) and Delete. */
export function OrderHistory({ email }: OrderHistoryProps) {
  const { notification } = useFeedback();
  const TEXT = useOrdersTexts();
  const money = useMoney();
  const errorText = useErrorText();
  const orders = useUserOrders(email);
  const cancel = useCancelOrder();
  const remove = useDeleteOrder();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // The dialog keeps its texts while it closes.
  const [dialogOpen, setDialogOpen] = useState(false);
  const ask = (action: Confirming['action'], order: Order) => {
    setConfirming({ action, order });
    setDialogOpen(true);
  };

  if (!email) return <Alert type="error" showIcon title={TEXT.noEmail} />;
  if (orders.isPending) {
    return (
      <div className="order-history__state" role="status">
        <Spin /> {TEXT.loading}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(orders.error, TEXT.loadFailed)}
        action={
          <Button size="small" onClick={() => void orders.refetch()}>
            {TEXT.tryAgain}
          </Button>
        }
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <Empty description={TEXT.empty}>
        <ButtonLink to="/shop" type="primary">
          {TEXT.shopProducts}
        </ButtonLink>
      </Empty>
    );
  }

  const confirm = async () => {
    if (!confirming) return;
    const { action, order } = confirming;
    try {
      if (action === 'cancel') {
        await cancel.mutateAsync(order.id);
        notification.success({ title: TEXT.cancelledTitle, description: TEXT.cancelled });
      } else {
        await remove.mutateAsync(order.id);
        notification.success({ title: TEXT.deletedTitle, description: TEXT.deleted });
      }
    } catch (error) {
      notification.error(
        action === 'cancel'
          ? {
              title: TEXT.cancelFailedTitle,
              description: errorText(error, TEXT.cancelFailed),
            }
          : {
              title: TEXT.deleteFailedTitle,
              description: errorText(error, TEXT.deleteFailed),
            },
      );
    } finally {
      setDialogOpen(false);
    }
  };

  const busyId =
    (cancel.isPending ? cancel.variables : undefined) ?? (remove.isPending ? remove.variables : undefined);
  const cancelling = confirming?.action === 'cancel';

  return (
    <>
      <ul className="order-history" aria-label={TEXT.listLabel}>
        {orders.data.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            busy={busyId === order.id}
            onCancel={() => ask('cancel', order)}
            onDelete={() => ask('delete', order)}
          />
        ))}
      </ul>
      <Modal
        open={dialogOpen}
        title={cancelling ? TEXT.cancelConfirmTitle : TEXT.deleteConfirmTitle}
        okText={cancelling ? TEXT.cancel : TEXT.deleteConfirmOk}
        cancelText={TEXT.keepOrder}
        okButtonProps={{ danger: true }}
        confirmLoading={cancel.isPending || remove.isPending}
        onOk={confirm}
        onCancel={() => setDialogOpen(false)}
        destroyOnHidden
      >
        {confirming && confirmationOf(confirming, TEXT, money).map((line) => <p key={line}>{line}</p>)}
      </Modal>
    </>
  );
}
