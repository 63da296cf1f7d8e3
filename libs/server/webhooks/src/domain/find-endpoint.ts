import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, WEBHOOK_ERROR_CODES, WEBHOOK_MESSAGES } from '@kukur/contracts';
import { ConflictError, NotFoundError } from '@kukur/server-kernel';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** The endpoint, or 404 (a malformed id names nothing either). */
export async function findEndpoint(em: EntityManager, id: string): Promise<WebhookEndpoint> {
  const endpoint = isUuid(id) ? await em.findOne(WebhookEndpoint, { id }) : null;
  if (!endpoint) throw new NotFoundError(WEBHOOK_ERROR_CODES.NOT_FOUND, WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

/** A delivery of that endpoint, or 404. */
export async function findDelivery(
  em: EntityManager,
  endpointId: string,
  id: string,
): Promise<WebhookDelivery> {
  const delivery =
    isUuid(id) && isUuid(endpointId) ? await em.findOne(WebhookDelivery, { id, endpointId }) : null;
  if (!delivery)
    throw new NotFoundError(WEBHOOK_ERROR_CODES.DELIVERY_NOT_FOUND, WEBHOOK_MESSAGES.deliveryNotFound);
  return delivery;
}

/** Sending to an endpoint that is off or paused would only fail: 409 until it is resumed. */
export function assertReceives(endpoint: WebhookEndpoint): void {
  if (!endpoint.receives())
    throw new ConflictError(WEBHOOK_ERROR_CODES.ENDPOINT_OFF, WEBHOOK_MESSAGES.endpointOff);
}
