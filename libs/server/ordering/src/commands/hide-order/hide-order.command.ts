import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';

/**
 * A customer deletes an order from their history; the shop keeps it for its records. A Pending order is
 * cancelled first (its stock goes back, a payment is refunded); an Approved one cannot be deleted.
 */
export class HideOrderCommand extends Command<void> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
