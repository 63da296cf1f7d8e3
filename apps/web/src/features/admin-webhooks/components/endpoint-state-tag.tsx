import { Tag } from 'antd';
import type { WebhookEndpoint } from '../api/admin-webhook-types';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';

const COLOURS: Record<WebhookEndpoint['state'], string> = {
  active: 'green',
  off: 'default',
  paused: 'orange',
};

export function EndpointStateTag({ state }: { state: WebhookEndpoint['state'] }) {
  return (
    <Tag color={COLOURS[state]} data-status={state}>
      {TEXT.states[state]}
    </Tag>
  );
}
