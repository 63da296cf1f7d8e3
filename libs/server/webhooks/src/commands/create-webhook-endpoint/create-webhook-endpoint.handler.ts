import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { WebhookEndpoint } from '../../domain/webhook-endpoint.entity';
import { CreatedWebhookEndpointDto, WebhookEndpointDto } from '../../http/webhook-endpoint.dto';
import { WebhookSecretBox } from '../../signing/webhook-secret-box';
import { newWebhookSecret } from '../../signing/webhook-signature';
import { assertWebhookUrlAllowed } from '../../url/webhook-url';
import { CreateWebhookEndpointCommand } from './create-webhook-endpoint.command';

@CommandHandler(CreateWebhookEndpointCommand)
export class CreateWebhookEndpointHandler implements ICommandHandler<CreateWebhookEndpointCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: WebhookSecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: CreateWebhookEndpointCommand): Promise<CreatedWebhookEndpointDto> {
    const url = await assertWebhookUrlAllowed(command.url, this.config.WEBHOOKS_ALLOW_PRIVATE_URLS);
    const secret = newWebhookSecret();
    const em = this.em.fork();
    const endpoint = em.create(WebhookEndpoint, {
      url: url.href,
      description: command.description,
      eventTypes: [...new Set(command.eventTypes)].sort(),
      active: command.active,
      secretSealed: this.secrets.seal(secret),
      contactEmail: command.adminEmail,
    });
    await em.flush();
    return { ...WebhookEndpointDto.of(endpoint), secret };
  }
}
