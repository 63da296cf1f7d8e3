import { Command } from '@nestjs/cqrs';
import { IssuedSession } from '../../session/session-issuer';

/**
 * A customer or admin logs in with e-mail and password; `otp` is the code e-mailed to the account when it
 * has met its ceiling of wrong passwords and this address has not logged in to it before.
 */
export class LogInCommand extends Command<IssuedSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly otp?: string,
  ) {
    super();
  }
}
