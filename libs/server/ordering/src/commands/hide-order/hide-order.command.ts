import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';

/** A customer deletes an order from their history; the shop keeps it for its records. */
export class HideOrderCommand extends Command<void> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
