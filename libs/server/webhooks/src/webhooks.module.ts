import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CreateWebhookEndpointHandler } from './commands/create-webhook-endpoint/create-webhook-endpoint.handler';
import { DeleteWebhookEndpointHandler } from './commands/delete-webhook-endpoint/delete-webhook-endpoint.handler';
import { RedeliverWebhookHandler } from './commands/redeliver-webhook/redeliver-webhook.handler';
import { ResumeWebhookEndpointHandler } from './commands/resume-webhook-endpoint/resume-webhook-endpoint.handler';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { SendTestWebhookHandler } from './commands/send-test-webhook/send-test-webhook.handler';
import { UpdateWebhookEndpointHandler } from './commands/update-webhook-endpoint/update-webhook-endpoint.handler';
import { WebhookDeliveryJobs } from './delivery/webhook-delivery-jobs';
import { WebhookDeliveryAttempt } from './domain/webhook-delivery-attempt.entity';
import { WebhookDelivery } from './domain/webhook-delivery.entity';
import { WebhookEndpoint } from './domain/webhook-endpoint.entity';
import { WebhooksController } from './http/webhooks.controller';
import { GetWebhookDeliveryHandler } from './queries/get-webhook-delivery/get-webhook-delivery.handler';
import { GetWebhookEndpointHandler } from './queries/get-webhook-endpoint/get-webhook-endpoint.handler';
import { GetWebhookSecretHandler } from './queries/get-webhook-secret/get-webhook-secret.handler';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhookEndpointsHandler } from './queries/list-webhook-endpoints/list-webhook-endpoints.handler';
import { WebhookSecretBox } from './signing/webhook-secret-box';

export const WEBHOOK_ENTITIES = [WebhookEndpoint, WebhookDelivery, WebhookDeliveryAttempt];

/** Webhook endpoints and their delivery log: the API side of the webhooks module. */
@Module({
  imports: [MikroOrmModule.forFeature(WEBHOOK_ENTITIES)],
  controllers: [WebhooksController],
  providers: [
    WebhookSecretBox,
    WebhookDeliveryJobs,
    CreateWebhookEndpointHandler,
    UpdateWebhookEndpointHandler,
    DeleteWebhookEndpointHandler,
    RotateWebhookSecretHandler,
    ResumeWebhookEndpointHandler,
    SendTestWebhookHandler,
    RedeliverWebhookHandler,
    ListWebhookEndpointsHandler,
    GetWebhookEndpointHandler,
    GetWebhookSecretHandler,
    ListWebhookDeliveriesHandler,
    GetWebhookDeliveryHandler,
  ],
})
export class WebhooksModule {}
