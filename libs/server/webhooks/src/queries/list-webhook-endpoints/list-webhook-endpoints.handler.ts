import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WebhookEndpoint } from '../../domain/webhook-endpoint.entity';
import { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';
import { ListWebhookEndpointsQuery } from './list-webhook-endpoints.query';

@QueryHandler(ListWebhookEndpointsQuery)
export class ListWebhookEndpointsHandler implements IQueryHandler<
  ListWebhookEndpointsQuery,
  WebhookEndpointDto[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<WebhookEndpointDto[]> {
    const endpoints = await this.em
      .fork()
      .find(WebhookEndpoint, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return endpoints.map((endpoint) => WebhookEndpointDto.of(endpoint));
  }
}
