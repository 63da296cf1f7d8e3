import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { InitiatedPaymentDto } from '../../http/payment.dto';

/** A customer starts paying their order with Khalti; the amount is the order's, whatever the browser says. */
export class InitiateKhaltiPaymentCommand extends Command<InitiatedPaymentDto> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
