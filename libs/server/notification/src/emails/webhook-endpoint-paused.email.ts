import { formatNepalDateTime } from '@kukur/contracts';
import { WebhookEndpointPausedEvent, WebhookEndpointPausedPayload } from '@kukur/server-webhooks';
import { EmailRule } from './email-rule';

/**
 * Tells every admin that a webhook endpoint kept failing and gets nothing until resumed: whoever is on duty
 * can fix it, not only the admin who saved it last (the one told when the shop has no admin left).
 */
export const webhookEndpointPausedEmail: EmailRule<WebhookEndpointPausedPayload> = {
  eventType: WebhookEndpointPausedEvent.type,
  template: 'webhook-endpoint-paused',
  build: (payload, tools) =>
    (payload.adminEmails.length > 0 ? payload.adminEmails : [payload.contactEmail]).map((to) => ({
      to,
      subject: 'A webhook endpoint of {{shopName}} was paused',
      context: {
        url: payload.url,
        description: payload.description,
        reason: payload.reason,
        pausedAt: formatNepalDateTime(payload.pausedAt) ?? payload.pausedAt,
        adminUrl: `${tools.publicUrl}/admin/webhooks`,
      },
    })),
};
