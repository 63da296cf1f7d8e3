import { Command } from '@nestjs/cqrs';
import type { WebhookDeliveryDto } from '../../http/webhook-delivery.dto';

/** An admin sends a `webhook.test` event to one endpoint, to see that the receiver gets and verifies it. */
export class SendTestWebhookCommand extends Command<WebhookDeliveryDto> {
  constructor(readonly endpointId: string) {
    super();
  }
}
