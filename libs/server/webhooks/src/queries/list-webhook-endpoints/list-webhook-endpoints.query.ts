import { Query } from '@nestjs/cqrs';
import type { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';

/** Every webhook endpoint, newest first, without secrets. */
export class ListWebhookEndpointsQuery extends Query<WebhookEndpointDto[]> {}
