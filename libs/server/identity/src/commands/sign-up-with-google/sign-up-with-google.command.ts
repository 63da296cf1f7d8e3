import { Command } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';
import { IssuedSession } from '../../session/session-issuer';

/** A visitor creates an account from a Google ID token; Google has verified the address. */
export class SignUpWithGoogleCommand extends Command<IssuedSession> {
  constructor(
    readonly credential: string,
    /** The signup form's marketing checkbox; unchecked by default. */
    readonly marketingOptIn = false,
    /** The language the visitor was reading the shop in; English when not given. */
    readonly preferredLanguage?: Language,
  ) {
    super();
  }
}
