import { Command } from '@nestjs/cqrs';
import type { OrderStatus } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '../../http/order.response.dto';

/** An admin approves, completes or cancels an order (only along the transition table). */
export class ChangeOrderStatusCommand extends Command<OrderDto> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly orderId: string,
    readonly status: OrderStatus,
    readonly note: string | null,
  ) {
    super();
  }
}
