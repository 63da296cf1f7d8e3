import { Query } from '@nestjs/cqrs';
import type { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';

/** One webhook endpoint, without its secret. */
export class GetWebhookEndpointQuery extends Query<WebhookEndpointDto> {
  constructor(readonly endpointId: string) {
    super();
  }
}
