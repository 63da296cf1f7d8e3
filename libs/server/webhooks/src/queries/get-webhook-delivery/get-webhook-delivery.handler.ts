import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findDelivery } from '../../domain/find-endpoint';
import { WebhookDeliveryAttempt } from '../../domain/webhook-delivery-attempt.entity';
import {
  WebhookDeliveryAttemptDto,
  WebhookDeliveryDetailDto,
  WebhookDeliveryDto,
} from '../../http/webhook-delivery.dto';
import { GetWebhookDeliveryQuery } from './get-webhook-delivery.query';

@QueryHandler(GetWebhookDeliveryQuery)
export class GetWebhookDeliveryHandler implements IQueryHandler<
  GetWebhookDeliveryQuery,
  WebhookDeliveryDetailDto
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ endpointId, deliveryId }: GetWebhookDeliveryQuery): Promise<WebhookDeliveryDetailDto> {
    const em = this.em.fork();
    const delivery = await findDelivery(em, endpointId, deliveryId);
    const attempts = await em.find(
      WebhookDeliveryAttempt,
      { deliveryId: delivery.id },
      { orderBy: { attemptedAt: 'asc', id: 'asc' } },
    );
    return {
      ...WebhookDeliveryDto.of(delivery),
      body: delivery.body,
      attemptLog: attempts.map((attempt) => WebhookDeliveryAttemptDto.of(attempt)),
    };
  }
}
