import { Command } from '@nestjs/cqrs';

/** An admin removes an endpoint with its delivery log; deliveries still queued for it are dropped. */
export class DeleteWebhookEndpointCommand extends Command<void> {
  constructor(readonly endpointId: string) {
    super();
  }
}
