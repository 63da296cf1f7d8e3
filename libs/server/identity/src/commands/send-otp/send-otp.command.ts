import { Command } from '@nestjs/cqrs';
import { OtpPurpose } from '@kukur/contracts';

/**
 * Someone asks for a one-time code by e-mail: to verify the address before signing up, or to reset the
 * password of an account. The answer is the same whether a reset address has an account or not.
 */
export class SendOtpCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly purpose: OtpPurpose,
    readonly ip: string,
  ) {
    super();
  }
}
