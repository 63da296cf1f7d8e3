import { createHash } from 'node:crypto';
import { WEBHOOK_PAYLOAD_VERSION } from './webhook-events';

/**
 * The id of the webhook event a domain event (outbox row) becomes: the same every time it is computed, so a
 * relayed-twice event, a retry and a redelivery all carry it and the receiver can drop the repeats.
 */
export function webhookEventId(outboxId: string, type: string): string {
  return `evt_${createHash('sha256').update(`${outboxId}:${type}`).digest('hex').slice(0, 32)}`;
}

/** The JSON body of a delivery, written once and sent byte for byte on every attempt. */
export function webhookBody(event: {
  id: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: event.occurredAt,
    data: event.data,
  });
}
