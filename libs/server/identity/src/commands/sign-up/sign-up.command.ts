import { Command } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';
import { IssuedSession } from '../../session/session-issuer';

/** A visitor whose address was just verified creates a customer account with a password. */
export class SignUpCommand extends Command<IssuedSession> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    /** The signup checkbox for marketing e-mail; unchecked by default. */
    readonly marketingOptIn = false,
    /** The language the visitor was reading the shop in; English when not given. */
    readonly preferredLanguage?: Language,
  ) {
    super();
  }
}
