import { Command } from '@nestjs/cqrs';
import type { WebhookEndpointDto } from '../../http/webhook-endpoint.dto';

/** An admin resumes a paused (or switched-off) endpoint: it gets new events again, its failure count reset. */
export class ResumeWebhookEndpointCommand extends Command<WebhookEndpointDto> {
  constructor(readonly endpointId: string) {
    super();
  }
}
