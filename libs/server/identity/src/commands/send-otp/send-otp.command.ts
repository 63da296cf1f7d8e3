import { Command } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';
import type { CodePurpose } from '../../domain/otp-rules';

/**
 * Someone asks for a one-time code by e-mail: to verify the address before signing up, or to reset the
 * password of an account; or the login itself sends one to an account's address (see LogInHandler). The answer is the same whether a reset address has an account or not.
 */
export class SendOtpCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly purpose: CodePurpose,
    readonly ip: string,
    /** The language the visitor reads the shop in: the code's e-mail is written in it unless an account says otherwise. */
    readonly language?: Language,
  ) {
    super();
  }
}
