import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { VerifiedPaymentDto } from '../../http/payment.dto';

/** The customer is back from Khalti: the server asks Khalti itself what happened to this pidx. */
export class VerifyKhaltiPaymentCommand extends Command<VerifiedPaymentDto> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly pidx: string,
  ) {
    super();
  }
}
