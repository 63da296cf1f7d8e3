import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findEndpoint } from '../../domain/find-endpoint';
import { WebhookDelivery } from '../../domain/webhook-delivery.entity';
import { WebhookDeliveryDto } from '../../http/webhook-delivery.dto';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ endpointId, offset, limit }: ListWebhookDeliveriesQuery) {
    const em = this.em.fork();
    const endpoint = await findEndpoint(em, endpointId);
    const [rows, total] = await em.findAndCount(
      WebhookDelivery,
      { endpointId: endpoint.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit },
    );
    return { deliveries: rows.map((row) => WebhookDeliveryDto.of(row)), total };
  }
}
