import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryDetailDto } from '../../http/webhook-delivery.dto';

/** One delivery of an endpoint with the body it sends and every attempt, oldest first. */
export class GetWebhookDeliveryQuery extends Query<WebhookDeliveryDetailDto> {
  constructor(
    readonly endpointId: string,
    readonly deliveryId: string,
  ) {
    super();
  }
}
