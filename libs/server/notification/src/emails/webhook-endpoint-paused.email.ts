import { formatNepalDateTime } from '@kukur/contracts';
import { WebhookEndpointPausedEvent, WebhookEndpointPausedPayload } from '@kukur/server-webhooks';
import { EmailRule } from './email-rule';

/** Tells the admin who set up a webhook endpoint that it kept failing and gets nothing until resumed. */
export const webhookEndpointPausedEmail: EmailRule<WebhookEndpointPausedPayload> = {
  eventType: WebhookEndpointPausedEvent.type,
  template: 'webhook-endpoint-paused',
  build: (payload, tools) => [
    {
      to: payload.contactEmail,
      subject: 'A webhook endpoint of {{shopName}} was paused',
      context: {
        url: payload.url,
        description: payload.description,
        reason: payload.reason,
        pausedAt: formatNepalDateTime(payload.pausedAt) ?? payload.pausedAt,
        adminUrl: `${tools.publicUrl}/admin/webhooks`,
      },
    },
  ],
};
