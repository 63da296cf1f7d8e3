import { RedoOutlined } from '@ant-design/icons';
import { Button, Drawer, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AdminLoadFailed, AdminMoment, useActionToast } from '@/shared/admin';
import type { WebhookDelivery, WebhookEndpoint } from '../api/admin-webhook-types';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhook-deliveries';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

function RedeliverButton({ endpoint, delivery }: { endpoint: WebhookEndpoint; delivery: WebhookDelivery }) {
  const redeliver = useRedeliverWebhook();
  const toast = useActionToast();
  return (
    <Button
      size="small"
      icon={<RedoOutlined aria-hidden />}
      aria-label={TEXT.redeliverLabel(delivery.eventId)}
      loading={redeliver.isPending}
      disabled={endpoint.state !== 'active'}
      onClick={() =>
        void toast(() => redeliver.mutateAsync({ id: endpoint.id, deliveryId: delivery.id }), {
          success: () => TEXT.redelivered,
          failure: TEXT.actionFailed,
          explainConflict: true,
        })
      }
    >
      {TEXT.redeliver}
    </Button>
  );
}

/** An endpoint's delivery log, newest first, page by page, with Redeliver on each delivery. */
export function DeliveryLog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint?.id, page, PAGE_SIZE);

  const columns: TableColumnsType<WebhookDelivery> = [
    {
      key: 'event',
      title: TEXT.eventColumn,
      render: (_value, delivery) => (
        <span className="admin-list__stacked">
          <code>{delivery.eventType}</code>
          <small className="webhooks__event-id">{delivery.eventId}</small>
        </span>
      ),
    },
    {
      key: 'status',
      title: TEXT.deliveryStatusColumn,
      width: 110,
      render: (_value, delivery) => (
        <Tag color={STATUS_COLOURS[delivery.status]} data-status={delivery.status}>
          {TEXT.deliveryStatuses[delivery.status]}
        </Tag>
      ),
    },
    { key: 'attempts', title: TEXT.attemptsColumn, width: 90, dataIndex: 'attempts' },
    {
      key: 'response',
      title: TEXT.responseColumn,
      width: 160,
      render: (_value, delivery) => (
        <span className="admin-list__stacked">
          <span>{delivery.lastStatusCode ?? (delivery.attempts > 0 ? TEXT.noAnswer : '—')}</span>
          {delivery.lastError && <small>{delivery.lastError}</small>}
        </span>
      ),
    },
    {
      key: 'time',
      title: TEXT.timeColumn,
      width: 130,
      render: (_value, delivery) => (
        <AdminMoment value={delivery.lastAttemptAt ?? delivery.createdAt} fallback="—" />
      ),
    },
    {
      key: 'actions',
      title: TEXT.actionsColumn,
      width: 130,
      render: (_value, delivery) => endpoint && <RedeliverButton endpoint={endpoint} delivery={delivery} />,
    },
  ];

  return (
    <Drawer
      open={!!endpoint}
      title={endpoint ? TEXT.logTitle(endpoint.url) : ''}
      size="large"
      onClose={onClose}
      afterOpenChange={(open) => !open && setPage(1)}
      destroyOnHidden
    >
      {deliveries.isError && !deliveries.data ? (
        <AdminLoadFailed
          title={TEXT.logLoadFailed}
          retryLabel={TEXT.tryAgain}
          retrying={deliveries.isFetching}
          onRetry={() => void deliveries.refetch()}
        />
      ) : (
        <Table<WebhookDelivery>
          className="admin-list__table webhooks__log"
          rowKey="id"
          columns={columns}
          dataSource={deliveries.data?.items ?? []}
          loading={deliveries.isPending}
          scroll={{ x: 820 }}
          locale={{ emptyText: TEXT.logEmpty }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: deliveries.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </Drawer>
  );
}
