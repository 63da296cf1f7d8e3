import { Command } from '@nestjs/cqrs';
import type { WebhookDeliveryDto } from '../../http/webhook-delivery.dto';

/**
 * An admin sends a delivery again, with its retries: the same body and event id, so a receiver that already
 * has it can tell.
 */
export class RedeliverWebhookCommand extends Command<WebhookDeliveryDto> {
  constructor(
    readonly endpointId: string,
    readonly deliveryId: string,
  ) {
    super();
  }
}
