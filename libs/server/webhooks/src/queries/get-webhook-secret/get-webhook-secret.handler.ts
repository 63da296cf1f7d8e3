import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findEndpoint } from '../../domain/find-endpoint';
import { WebhookSecretDto } from '../../http/webhook-endpoint.dto';
import { WebhookSecretBox } from '../../signing/webhook-secret-box';
import { GetWebhookSecretQuery } from './get-webhook-secret.query';

@QueryHandler(GetWebhookSecretQuery)
export class GetWebhookSecretHandler implements IQueryHandler<GetWebhookSecretQuery, WebhookSecretDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: WebhookSecretBox,
  ) {}

  async execute({ endpointId }: GetWebhookSecretQuery): Promise<WebhookSecretDto> {
    const endpoint = await findEndpoint(this.em.fork(), endpointId);
    return { secret: this.secrets.open(endpoint.secretSealed) };
  }
}
