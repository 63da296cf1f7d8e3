import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { findEndpoint } from '../../domain/find-endpoint';
import { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';
import { assertWebhookUrlAllowed } from '../../url/webhook-url';
import { UpdateWebhookEndpointCommand } from './update-webhook-endpoint.command';

@CommandHandler(UpdateWebhookEndpointCommand)
export class UpdateWebhookEndpointHandler implements ICommandHandler<UpdateWebhookEndpointCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    endpointId,
    adminEmail,
    changes,
  }: UpdateWebhookEndpointCommand): Promise<WebhookEndpointDto> {
    const em = this.em.fork();
    const endpoint = await findEndpoint(em, endpointId);
    if (changes.url !== undefined) {
      endpoint.url = (
        await assertWebhookUrlAllowed(changes.url, this.config.WEBHOOKS_ALLOW_PRIVATE_URLS)
      ).href;
    }
    if (changes.description !== undefined) endpoint.description = changes.description;
    if (changes.eventTypes !== undefined) endpoint.eventTypes = [...new Set(changes.eventTypes)].sort();
    if (changes.active !== undefined) endpoint.active = changes.active;
    endpoint.contactEmail = adminEmail;
    endpoint.updatedAt = new Date();
    await em.flush();
    return WebhookEndpointDto.of(endpoint);
  }
}
