import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '../../http/order.response.dto';

/** A customer cancels their own order while it is still Pending; its stock goes back on the shelf. */
export class CancelOrderCommand extends Command<OrderDto> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
