import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '@kukur/server-ordering';

/** An admin gave a cancelled cash-on-delivery order's cash back to the customer by hand. */
export class SettleCashRefundCommand extends Command<OrderDto> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
