import { Command } from '@nestjs/cqrs';
import type { PaymentMethod, RecordablePaymentStatus } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { OrderDto } from '@kukur/server-ordering';

/**
 * PUT /api/orders/{id}/payment: the customer chooses cash on delivery (payment pending), or an admin marks a
 * cash-on-delivery order paid once the money is in hand.
 */
export class RecordOrderPaymentCommand extends Command<OrderDto> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly orderId: string,
    readonly paymentMethod: PaymentMethod,
    readonly paymentStatus: RecordablePaymentStatus | undefined,
  ) {
    super();
  }
}
