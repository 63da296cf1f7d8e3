import { Command } from '@nestjs/cqrs';

/** Someone who just entered their reset code chooses a new password; every session of the account ends. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
