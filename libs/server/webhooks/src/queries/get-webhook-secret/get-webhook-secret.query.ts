import { Query } from '@nestjs/cqrs';
import type { WebhookSecretDto } from '../../http/webhook-endpoint.dto';

/** An endpoint's signing secret, for an admin setting up (or checking) the receiver. */
export class GetWebhookSecretQuery extends Query<WebhookSecretDto> {
  constructor(readonly endpointId: string) {
    super();
  }
}
