import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findEndpoint } from '../../domain/find-endpoint';
import { DeleteWebhookEndpointCommand } from './delete-webhook-endpoint.command';

@CommandHandler(DeleteWebhookEndpointCommand)
export class DeleteWebhookEndpointHandler implements ICommandHandler<DeleteWebhookEndpointCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ endpointId }: DeleteWebhookEndpointCommand): Promise<void> {
    const em = this.em.fork();
    // The deliveries and their attempts go with it (on delete cascade); a queued job finds nothing to send.
    await em.remove(await findEndpoint(em, endpointId)).flush();
  }
}
