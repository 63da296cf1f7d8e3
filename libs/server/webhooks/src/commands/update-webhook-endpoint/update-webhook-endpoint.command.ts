import { Command } from '@nestjs/cqrs';
import type { WebhookEventType } from '@kukur/contracts';
import type { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';

/** An admin changes an endpoint's URL, description, wanted event types or switches it on or off. */
export class UpdateWebhookEndpointCommand extends Command<WebhookEndpointDto> {
  constructor(
    readonly endpointId: string,
    readonly adminEmail: string,
    readonly changes: {
      url?: string;
      description?: string;
      eventTypes?: WebhookEventType[];
      active?: boolean;
    },
  ) {
    super();
  }
}
