import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';

/** An admin e-mails the customer about their order's current status. */
export class SendOrderEmailCommand extends Command<{ email: string }> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
