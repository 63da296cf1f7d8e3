import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_TEST_EVENT_TYPE } from '@kukur/contracts';
import { randomBytes } from 'node:crypto';
import { WebhookDeliveryJobs } from '../../delivery/webhook-delivery-jobs';
import { assertReceives, findEndpoint } from '../../domain/find-endpoint';
import { WebhookDelivery } from '../../domain/webhook-delivery.entity';
import { webhookBody } from '../../events/webhook-message';
import { WebhookDeliveryDto } from '../../http/webhook-delivery.dto';
import { SendTestWebhookCommand } from './send-test-webhook.command';

@CommandHandler(SendTestWebhookCommand)
export class SendTestWebhookHandler implements ICommandHandler<SendTestWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: WebhookDeliveryJobs,
  ) {}

  async execute({ endpointId }: SendTestWebhookCommand): Promise<WebhookDeliveryDto> {
    const em = this.em.fork();
    const endpoint = await findEndpoint(em, endpointId);
    assertReceives(endpoint);
    const eventId = `evt_test_${randomBytes(12).toString('hex')}`;
    const delivery = em.create(WebhookDelivery, {
      endpointId: endpoint.id,
      eventId,
      eventType: WEBHOOK_TEST_EVENT_TYPE,
      body: webhookBody({
        id: eventId,
        type: WEBHOOK_TEST_EVENT_TYPE,
        occurredAt: new Date().toISOString(),
        data: { endpointId: endpoint.id, message: 'A test event from the shop: your receiver works.' },
      }),
    });
    await em.flush();
    await this.jobs.queueFirst([delivery.id]);
    return WebhookDeliveryDto.of(delivery);
  }
}
