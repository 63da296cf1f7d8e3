import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/** A webhook endpoint kept failing and was paused; every admin is e-mailed so the integration gets fixed. */
export const WEBHOOK_ENDPOINT_PAUSED = defineEvent({
  type: 'webhooks.endpoint-paused.v1',
  schema: z.object({
    endpointId: z.string(),
    url: z.string(),
    description: z.string(),
    reason: z.string(),
    /** The admin who last saved the endpoint. */
    contactEmail: z.string(),
    /** The shop's admins when it was paused: they are e-mailed about it. */
    adminEmails: z.array(z.string()),
    pausedAt: z.string(),
  }),
  queues: [QUEUE_NAMES.email],
});
export type WebhookEndpointPausedPayload = z.infer<typeof WEBHOOK_ENDPOINT_PAUSED.schema>;

export class WebhookEndpointPausedEvent extends DomainEvent<WebhookEndpointPausedPayload> {
  static readonly type = WEBHOOK_ENDPOINT_PAUSED.type;
  readonly type = WebhookEndpointPausedEvent.type;
}
