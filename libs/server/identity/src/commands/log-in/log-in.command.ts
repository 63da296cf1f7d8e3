import { Command } from '@nestjs/cqrs';
import { IssuedSession } from '../../session/session-issuer';

/** A customer or admin logs in with e-mail and password. */
export class LogInCommand extends Command<IssuedSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
