import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findEndpoint } from '../../domain/find-endpoint';
import { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';
import { GetWebhookEndpointQuery } from './get-webhook-endpoint.query';

@QueryHandler(GetWebhookEndpointQuery)
export class GetWebhookEndpointHandler implements IQueryHandler<GetWebhookEndpointQuery, WebhookEndpointDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ endpointId }: GetWebhookEndpointQuery): Promise<WebhookEndpointDto> {
    return WebhookEndpointDto.of(await findEndpoint(this.em.fork(), endpointId));
  }
}
