import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findEndpoint } from '../../domain/find-endpoint';
import { WebhookSecretDto } from '../../http/webhook-endpoint.dto';
import { WebhookSecretBox } from '../../signing/webhook-secret-box';
import { newWebhookSecret } from '../../signing/webhook-signature';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: WebhookSecretBox,
  ) {}

  async execute({ endpointId }: RotateWebhookSecretCommand): Promise<WebhookSecretDto> {
    const em = this.em.fork();
    const endpoint = await findEndpoint(em, endpointId);
    const secret = newWebhookSecret();
    endpoint.secretSealed = this.secrets.seal(secret);
    endpoint.updatedAt = new Date();
    await em.flush();
    return { secret };
  }
}
