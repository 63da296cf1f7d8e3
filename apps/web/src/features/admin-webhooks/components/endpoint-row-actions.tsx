import {
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useActionToast } from '@/shared/admin';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { WebhookEndpoint } from '../api/admin-webhook-types';
import {
  useDeleteWebhookEndpoint,
  useResumeWebhookEndpoint,
  useSendTestWebhook,
} from '../api/endpoint-actions';
import { useUpdateWebhookEndpoint } from '../api/save-webhook-endpoint';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';

export interface EndpointRowActionsProps {
  endpoint: WebhookEndpoint;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onShowSecret: (endpoint: WebhookEndpoint) => void;
  onShowLog: (endpoint: WebhookEndpoint) => void;
}

/** An endpoint's buttons: edit, secret, deliveries, send test, switch off or resume, delete. */
export function EndpointRowActions({ endpoint, onEdit, onShowSecret, onShowLog }: EndpointRowActionsProps) {
  const toast = useActionToast();
  const update = useUpdateWebhookEndpoint();
  const resume = useResumeWebhookEndpoint();
  const sendTest = useSendTestWebhook();
  const remove = useDeleteWebhookEndpoint();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const receives = endpoint.state === 'active';

  const deleteEndpoint = async () => {
    await toast(() => remove.mutateAsync(endpoint.id), {
      success: () => TEXT.removed,
      failure: TEXT.actionFailed,
    });
    setConfirmingDelete(false);
  };

  return (
    <div className="webhooks__actions">
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={TEXT.editLabel(endpoint.url)}
        onClick={() => onEdit(endpoint)}
      >
        {TEXT.edit}
      </Button>
      <Button
        size="small"
        icon={<KeyOutlined aria-hidden />}
        aria-label={TEXT.secretLabel(endpoint.url)}
        onClick={() => onShowSecret(endpoint)}
      >
        {TEXT.secret}
      </Button>
      <Button
        size="small"
        icon={<UnorderedListOutlined aria-hidden />}
        aria-label={TEXT.logLabel(endpoint.url)}
        onClick={() => onShowLog(endpoint)}
      >
        {TEXT.log}
      </Button>
      <Button
        size="small"
        icon={<SendOutlined aria-hidden />}
        aria-label={TEXT.sendTestLabel(endpoint.url)}
        disabled={!receives}
        loading={sendTest.isPending}
        onClick={() =>
          void toast(() => sendTest.mutateAsync(endpoint.id), {
            success: () => TEXT.testSent,
            failure: TEXT.actionFailed,
            explainConflict: true,
          })
        }
      >
        {TEXT.sendTest}
      </Button>
      {receives ? (
        <Button
          size="small"
          icon={<PauseCircleOutlined aria-hidden />}
          aria-label={TEXT.pauseLabel(endpoint.url)}
          loading={update.isPending}
          onClick={() =>
            void toast(() => update.mutateAsync({ id: endpoint.id, changes: { active: false } }), {
              success: () => TEXT.paused,
              failure: TEXT.actionFailed,
            })
          }
        >
          {TEXT.pause}
        </Button>
      ) : (
        <Button
          size="small"
          icon={<PlayCircleOutlined aria-hidden />}
          aria-label={TEXT.resumeLabel(endpoint.url)}
          loading={resume.isPending}
          onClick={() =>
            void toast(() => resume.mutateAsync(endpoint.id), {
              success: () => TEXT.resumed,
              failure: TEXT.actionFailed,
            })
          }
        >
          {TEXT.resume}
        </Button>
      )}
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={TEXT.removeLabel(endpoint.url)}
        loading={remove.isPending}
        onClick={() => setConfirmingDelete(true)}
      >
        {TEXT.remove}
      </Button>
      <ConfirmDialog
        open={confirmingDelete}
        title={TEXT.removeTitle}
        text={TEXT.removeText(endpoint.url)}
        confirmText={TEXT.remove}
        cancelText={TEXT.cancel}
        loading={remove.isPending}
        onConfirm={deleteEndpoint}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
