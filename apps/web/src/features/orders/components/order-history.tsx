import { Alert, Button, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { formatPrice } from '@/shared/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { useCancelOrder } from '../api/cancel-order';
import { useDeleteOrder } from '../api/delete-order';
import { useUserOrders } from '../api/get-user-orders';
import type { Order } from '../api/order-types';
import { ORDERS_MESSAGES } from '../orders-messages';
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

function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** What the dialog says: cancelling (or deleting a Pending order, which cancels it) and what happens to the money. */
function confirmationOf({ action, order }: Confirming): string[] {
  const cancels = action === 'cancel' || order.status === 'Pending';
  const lines: string[] = [
    action === 'cancel'
      ? ORDERS_MESSAGES.cancelConfirm
      : cancels
        ? ORDERS_MESSAGES.deletePendingConfirm
        : ORDERS_MESSAGES.deleteConfirm,
  ];
  const refund = cancels ? refundOnCancel(order) : null;
  if (refund === 'khalti') lines.push(ORDERS_MESSAGES.refundByKhalti(formatPrice(order.total)));
  if (refund === 'cash') lines.push(ORDERS_MESSAGES.refundInCash(formatPrice(order.total)));
  return lines;
}

/** Order History: the customer's orders, newest first, each with Cancel (Pending only) and Delete. */
export function OrderHistory({ email }: OrderHistoryProps) {
  const { notification } = useFeedback();
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

  if (!email) return <Alert type="error" showIcon title={ORDERS_MESSAGES.noEmail} />;
  if (orders.isPending) {
    return (
      <div className="order-history__state" role="status">
        <Spin /> {ORDERS_MESSAGES.loading}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={serverMessageOf(orders.error) ?? ORDERS_MESSAGES.loadFailed}
        action={
          <Button size="small" onClick={() => void orders.refetch()}>
            {ORDERS_MESSAGES.tryAgain}
          </Button>
        }
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <Empty description={ORDERS_MESSAGES.empty}>
        <ButtonLink to="/shop" type="primary">
          {ORDERS_MESSAGES.shopProducts}
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
        notification.success({
          title: ORDERS_MESSAGES.cancelledTitle,
          description: ORDERS_MESSAGES.cancelled,
        });
      } else {
        await remove.mutateAsync(order.id);
        notification.success({ title: ORDERS_MESSAGES.deletedTitle, description: ORDERS_MESSAGES.deleted });
      }
    } catch (error) {
      notification.error(
        action === 'cancel'
          ? {
              title: ORDERS_MESSAGES.cancelFailedTitle,
              description: serverMessageOf(error) ?? ORDERS_MESSAGES.cancelFailed,
            }
          : {
              title: ORDERS_MESSAGES.deleteFailedTitle,
              description: serverMessageOf(error) ?? ORDERS_MESSAGES.deleteFailed,
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
      <ul className="order-history" aria-label={ORDERS_MESSAGES.listLabel}>
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
        title={cancelling ? ORDERS_MESSAGES.cancelConfirmTitle : ORDERS_MESSAGES.deleteConfirmTitle}
        okText={cancelling ? ORDERS_MESSAGES.cancel : ORDERS_MESSAGES.deleteConfirmOk}
        cancelText={ORDERS_MESSAGES.keepOrder}
        okButtonProps={{ danger: true }}
        confirmLoading={cancel.isPending || remove.isPending}
        onOk={confirm}
        onCancel={() => setDialogOpen(false)}
        destroyOnHidden
      >
        {confirming && confirmationOf(confirming).map((line) => <p key={line}>{line}</p>)}
      </Modal>
    </>
  );
}
