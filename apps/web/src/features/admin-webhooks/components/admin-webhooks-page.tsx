import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useRef, useState } from 'react';
import { AdminLoadFailed, useActionToast } from '@/shared/admin';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { WebhookEndpoint } from '../api/admin-webhook-types';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/save-webhook-endpoint';
import { useRevealWebhookSecret, useRotateWebhookSecret } from '../api/webhook-secret';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';
import { DeliveryLog } from './delivery-log';
import { EndpointForm, type EndpointFormProps } from './endpoint-form';
import { SecretDialog } from './secret-dialog';
import { WebhookEndpointsTable } from './webhook-endpoints-table';
import './admin-webhooks.css';

type Editing = { endpoint: WebhookEndpoint | null } | null;

/**
 * The webhooks page: every endpoint with its event types and status; New Endpoint (its secret shown at
 * once), Edit, Secret (shown on demand, rotatable), Deliveries (the log, with Redeliver), Send Test, Switch
 * Off / Resume and Delete.
 */
export function AdminWebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const reveal = useRevealWebhookSecret();
  const rotate = useRotateWebhookSecret();
  const toast = useActionToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [createdOpen, setCreatedOpen] = useState(false);
  const [secretOf, setSecretOf] = useState<WebhookEndpoint | null>(null);
  const [confirmingRotate, setConfirmingRotate] = useState(false);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const refresh = () => void endpoints.refetch();

  const save: EndpointFormProps['onSave'] = async (values) => {
    const endpoint = editing?.endpoint;
    if (endpoint) {
      await update.mutateAsync({ id: endpoint.id, changes: values });
      setEditing(null);
      return;
    }
    await create.mutateAsync(values);
    setEditing(null);
    setCreatedOpen(true);
  };

  const showSecret = (endpoint: WebhookEndpoint) => {
    setSecretOf(endpoint);
    reveal.mutate(endpoint.id);
  };
  const forgetSecret = () => {
    // The secret lived only in these mutations' answers: resetting them drops it from the cache too.
    reveal.reset();
    rotate.reset();
  };
  const rotateSecret = async () => {
    if (!secretOf) return;
    await toast(() => rotate.mutateAsync(secretOf.id), {
      success: () => TEXT.rotated,
      failure: TEXT.rotateFailed,
    });
    setConfirmingRotate(false);
  };

  return (
    <section className="admin-list admin-webhooks" aria-labelledby="admin-webhooks-title">
      <div className="admin-webhooks__header">
        <h2 id="admin-webhooks-title" className="admin-list__title">
          {TEXT.title}
        </h2>
        <div className="admin-webhooks__buttons">
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={endpoints.isFetching && !endpoints.isPending}
            onClick={refresh}
          >
            {TEXT.refresh}
          </Button>
          <Button
            ref={newButton}
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ endpoint: null })}
          >
            {TEXT.newEndpoint}
          </Button>
        </div>
        <p className="admin-webhooks__intro">{TEXT.intro}</p>
      </div>

      {endpoints.isError && !endpoints.data ? (
        <AdminLoadFailed
          title={TEXT.loadFailed}
          retryLabel={TEXT.tryAgain}
          retrying={endpoints.isFetching}
          onRetry={refresh}
        />
      ) : (
        <>
          {endpoints.isError && <Alert type="warning" showIcon title={TEXT.loadFailed} />}
          <WebhookEndpointsTable
            endpoints={endpoints.data ?? []}
            loading={endpoints.isPending}
            onEdit={(endpoint) => setEditing({ endpoint })}
            onShowSecret={showSecret}
            onShowLog={setLogOf}
          />
        </>
      )}

      <EndpointForm
        key={editing?.endpoint?.id ?? 'new'}
        open={editing !== null}
        endpoint={editing?.endpoint ?? null}
        saving={create.isPending || update.isPending}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
      <SecretDialog
        open={createdOpen && !!create.data}
        title={TEXT.newSecretTitle}
        url={create.data?.url ?? ''}
        secret={create.data?.secret}
        onClose={() => setCreatedOpen(false)}
        afterClose={() => {
          create.reset();
          newButton.current?.focus();
        }}
      />
      <SecretDialog
        open={secretOf !== null}
        title={TEXT.secretTitle}
        url={secretOf?.url ?? ''}
        secret={rotate.data ?? reveal.data}
        loading={reveal.isPending}
        failed={reveal.isError}
        onRotate={() => setConfirmingRotate(true)}
        rotating={rotate.isPending}
        onClose={() => setSecretOf(null)}
        afterClose={forgetSecret}
      />
      <ConfirmDialog
        open={confirmingRotate}
        title={TEXT.rotateTitle}
        text={TEXT.rotateText}
        confirmText={TEXT.rotate}
        cancelText={TEXT.cancel}
        loading={rotate.isPending}
        onConfirm={rotateSecret}
        onCancel={() => setConfirmingRotate(false)}
      />
      <DeliveryLog endpoint={logOf} onClose={() => setLogOf(null)} />
    </section>
  );
}
