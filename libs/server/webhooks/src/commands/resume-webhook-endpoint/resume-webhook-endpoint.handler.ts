import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findEndpoint } from '../../domain/find-endpoint';
import { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';
import { ResumeWebhookEndpointCommand } from './resume-webhook-endpoint.command';

@CommandHandler(ResumeWebhookEndpointCommand)
export class ResumeWebhookEndpointHandler implements ICommandHandler<ResumeWebhookEndpointCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ endpointId }: ResumeWebhookEndpointCommand): Promise<WebhookEndpointDto> {
    const em = this.em.fork();
    const endpoint = await findEndpoint(em, endpointId);
    endpoint.resume();
    endpoint.updatedAt = new Date();
    await em.flush();
    return WebhookEndpointDto.of(endpoint);
  }
}
