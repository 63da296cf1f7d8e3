import { Table, Tag, type TableColumnsType } from 'antd';
import { AdminMoment } from '@/shared/admin';
import type { WebhookEndpoint } from '../api/admin-webhook-types';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';
import { EndpointRowActions, type EndpointRowActionsProps } from './endpoint-row-actions';
import { EndpointStateTag } from './endpoint-state-tag';

export interface WebhookEndpointsTableProps extends Omit<EndpointRowActionsProps, 'endpoint'> {
  endpoints: WebhookEndpoint[];
  loading: boolean;
}

/** Every endpoint, newest first as the server sends them; a short list, so no pager. */
export function WebhookEndpointsTable({ endpoints, loading, ...actions }: WebhookEndpointsTableProps) {
  const columns: TableColumnsType<WebhookEndpoint> = [
    {
      key: 'url',
      title: TEXT.urlColumn,
      width: 260,
      render: (_value, endpoint) => (
        <span className="admin-list__stacked">
          <strong className="webhooks__url">{endpoint.url}</strong>
          {endpoint.description && <small>{endpoint.description}</small>}
        </span>
      ),
    },
    {
      key: 'events',
      title: TEXT.eventsColumn,
      width: 240,
      render: (_value, endpoint) => (
        <span className="webhooks__events">
          {endpoint.eventTypes.length === 0 ? (
            <Tag>{TEXT.allEvents}</Tag>
          ) : (
            endpoint.eventTypes.map((type) => <Tag key={type}>{type}</Tag>)
          )}
        </span>
      ),
    },
    {
      key: 'state',
      title: TEXT.stateColumn,
      width: 160,
      render: (_value, endpoint) => (
        <span className="admin-list__stacked">
          <EndpointStateTag state={endpoint.state} />
          {endpoint.state === 'paused' && endpoint.pausedReason && (
            <small>{TEXT.pausedBecause(endpoint.pausedReason)}</small>
          )}
        </span>
      ),
    },
    {
      key: 'created',
      title: TEXT.createdColumn,
      width: 130,
      render: (_value, endpoint) => <AdminMoment value={endpoint.createdAt} fallback="—" />,
    },
    {
      key: 'actions',
      title: TEXT.actionsColumn,
      width: 360,
      render: (_value, endpoint) => <EndpointRowActions endpoint={endpoint} {...actions} />,
    },
  ];

  return (
    <Table<WebhookEndpoint>
      className="admin-list__table webhooks"
      rowKey="id"
      columns={columns}
      dataSource={endpoints}
      loading={loading}
      pagination={false}
      scroll={{ x: 1150 }}
      locale={{ emptyText: TEXT.empty }}
      footer={() => TEXT.endpointsCount(endpoints.length)}
    />
  );
}
