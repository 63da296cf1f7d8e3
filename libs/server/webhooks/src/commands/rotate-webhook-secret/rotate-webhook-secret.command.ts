import { Command } from '@nestjs/cqrs';
import type { WebhookSecretDto } from '../../http/webhook-endpoint.dto';

/** An admin replaces an endpoint's signing secret; every delivery from now on is signed with the new one. */
export class RotateWebhookSecretCommand extends Command<WebhookSecretDto> {
  constructor(readonly endpointId: string) {
    super();
  }
}
