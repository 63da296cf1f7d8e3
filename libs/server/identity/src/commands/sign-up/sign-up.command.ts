import { Command } from '@nestjs/cqrs';
import { IssuedSession } from '../../session/session-issuer';

/** A visitor whose address was just verified creates a customer account with a password. */
export class SignUpCommand extends Command<IssuedSession> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    /** The signup checkbox for marketing e-mail; unchecked by default. */
    readonly marketingOptIn = false,
  ) {
    super();
  }
}
