import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '@kukur/server-ordering';

/** An admin asks Khalti again for a refund that failed (Khalti refused it, or could not be reached). */
export class RetryRefundCommand extends Command<OrderDto> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
