import { CheckCircleOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '@/shared/api';
import { useTimeout } from '@/shared/hooks';
import { useAnnouncementProgress } from '../api/get-announcement';
import { useSendProductNotification } from '../api/send-product-notification';
import { ADMIN_PRODUCTS_MESSAGES as TEXT } from '../admin-products-messages';
import { useFeedback } from '@/shared/ui/feedback';

/** The spec: the product list follows 1.5 s after the e-mails are out. */
export const AFTER_NOTIFY_DELAY_MS = 1500;

export interface NotifyUsersDialogProps {
  /** The product just added; null keeps the dialog closed. */
  product: Product | null;
  /** The admin is done here (skipped, or the e-mails are out): go on to the product list. */
  onFinished: () => void;
}

/** After adding a product: Notify All Users (with the sending progress) or Skip Notification. */
export function NotifyUsersDialog({ product, onFinished }: NotifyUsersDialogProps) {
  const { notification } = useFeedback();
  const send = useSendProductNotification();
  const [announcementId, setAnnouncementId] = useState<string | null>(null);
  const progress = useAnnouncementProgress(announcementId);
  const [failed, setFailed] = useState(false);
  const schedule = useTimeout();

  const done = progress.data?.status === 'done';
  // The toast and the move to the product list happen once per announcement, not on every re-render.
  const finishedFor = useRef<string | null>(null);
  useEffect(() => {
    const data = progress.data;
    if (data?.status !== 'done' || finishedFor.current === data.id) return;
    finishedFor.current = data.id;
    notification.success({
      title: TEXT.notifyDoneTitle,
      description: TEXT.notifyDone(data.sent, data.failed),
    });
    schedule(onFinished, AFTER_NOTIFY_DELAY_MS);
  }, [progress.data, notification, schedule, onFinished]);

  const notify = async () => {
    if (!product) return;
    setFailed(false);
    try {
      const { announcementId: id } = await send.mutateAsync(product._id);
      setAnnouncementId(id);
    } catch {
      setFailed(true);
      notification.error({ title: TEXT.errorTitle, description: TEXT.notifyFailed });
    }
  };

  const recipients = progress.data?.recipients ?? send.data?.recipients ?? 0;
  const handled = (progress.data?.sent ?? 0) + (progress.data?.failed ?? 0) + (progress.data?.skipped ?? 0);
  const started = announcementId !== null;

  return (
    <Modal
      open={product !== null}
      title={TEXT.notifyTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={!started}
      onCancel={onFinished}
      destroyOnHidden
      footer={
        started ? (
          <Button type={done ? 'primary' : 'default'} onClick={onFinished}>
            Go to Products
          </Button>
        ) : (
          <>
            <Button onClick={onFinished} disabled={send.isPending}>
              Skip Notification
            </Button>
            <Button
              type="primary"
              icon={<MailOutlined aria-hidden />}
              loading={send.isPending}
              onClick={notify}
            >
              Notify All Users
            </Button>
          </>
        )
      }
    >
      {!started ? (
        <p>
          <strong>{product?.name}</strong> has been added. {TEXT.notifyQuestion}
        </p>
      ) : (
        <div className="notify-dialog__progress" role="status" aria-live="polite">
          <p>
            {done
              ? TEXT.notifyDone(progress.data?.sent ?? 0, progress.data?.failed ?? 0)
              : TEXT.notifySending(recipients)}
          </p>
          <Progress
            percent={recipients === 0 ? 100 : Math.round((handled / recipients) * 100)}
            status={done ? 'success' : 'active'}
            aria-label="Sending progress"
          />
          {progress.data && (
            <p>
              {done && <CheckCircleOutlined aria-hidden />} Sent {progress.data.sent} · Failed{' '}
              {progress.data.failed} · Pending {progress.data.pending} of {recipients}
            </p>
          )}
          {!done && <p className="image-picker__hint">You may leave: the e-mails keep going out.</p>}
        </div>
      )}
      {failed && <Alert type="error" showIcon title={TEXT.notifyFailed} />}
    </Modal>
  );
}
