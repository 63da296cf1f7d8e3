import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, OnModuleInit } from '@nestjs/common';
import { OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { WebhookDeliveryJobs } from './delivery/webhook-delivery-jobs';
import { WebhookDeliveryProcessor } from './delivery/webhook-delivery.processor';
import { WebhookFanOutProcessor } from './delivery/webhook-fan-out.processor';
import { WEBHOOK_SOURCE_EVENT_TYPES } from './events/webhook-events';
import { WebhookSecretBox } from './signing/webhook-secret-box';
import { WEBHOOK_ENTITIES } from './webhooks.module';

/** The worker side of webhooks: events become deliveries (`webhooks`), deliveries are sent (`webhook-delivery`). */
@Module({
  imports: [MikroOrmModule.forFeature(WEBHOOK_ENTITIES)],
  providers: [WebhookSecretBox, WebhookDeliveryJobs, WebhookFanOutProcessor, WebhookDeliveryProcessor],
})
export class WebhooksWorkerModule implements OnModuleInit {
  constructor(private readonly routes: OutboxRoutes) {}

  onModuleInit(): void {
    for (const type of WEBHOOK_SOURCE_EVENT_TYPES) this.routes.consume(type, QUEUE_NAMES.webhooks);
  }
}
