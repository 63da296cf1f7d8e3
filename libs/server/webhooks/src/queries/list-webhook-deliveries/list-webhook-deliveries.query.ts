import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryDto } from '../../http/webhook-delivery.dto';

/** One page of an endpoint's delivery log, newest first, and how many deliveries there are. */
export class ListWebhookDeliveriesQuery extends Query<{ deliveries: WebhookDeliveryDto[]; total: number }> {
  constructor(
    readonly endpointId: string,
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
