import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookDeliveryJobs } from '../../delivery/webhook-delivery-jobs';
import { assertReceives, findDelivery, findEndpoint } from '../../domain/find-endpoint';
import { WebhookDeliveryDto } from '../../http/webhook-delivery.dto';
import { RedeliverWebhookCommand } from './redeliver-webhook.command';

@CommandHandler(RedeliverWebhookCommand)
export class RedeliverWebhookHandler implements ICommandHandler<RedeliverWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: WebhookDeliveryJobs,
  ) {}

  async execute({ endpointId, deliveryId }: RedeliverWebhookCommand): Promise<WebhookDeliveryDto> {
    const em = this.em.fork();
    const endpoint = await findEndpoint(em, endpointId);
    const delivery = await findDelivery(em, endpoint.id, deliveryId);
    assertReceives(endpoint);
    delivery.status = 'pending';
    delivery.deliveredAt = null;
    await em.flush();
    await this.jobs.queueAgain(delivery.id);
    return WebhookDeliveryDto.of(delivery);
  }
}
