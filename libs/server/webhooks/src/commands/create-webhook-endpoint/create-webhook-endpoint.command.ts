import { Command } from '@nestjs/cqrs';
import type { WebhookEventType } from '@kukur/contracts';
import type { CreatedWebhookEndpointDto } from '../../http/webhook-endpoint.dto';

/** An admin registers a URL for events; the server makes its signing secret and answers it. */
export class CreateWebhookEndpointCommand extends Command<CreatedWebhookEndpointDto> {
  constructor(
    readonly adminEmail: string,
    readonly url: string,
    readonly description: string,
    readonly eventTypes: WebhookEventType[],
    readonly active: boolean,
  ) {
    super();
  }
}
