import { Command } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';
import type { GoogleIdentity } from '../../google/google-identity';
import { IssuedSession } from '../../session/session-issuer';

/**
 * The end of the server-side Google redirect flow: passport has exchanged the code with Google. Signs in
 * to the linked (or same-address) account, or creates one, as a "Continue with Google" button promises; a new
 * account reads the shop (and gets its e-mails) in the language the visitor was reading it in.
 */
export class SignInWithGoogleRedirectCommand extends Command<IssuedSession> {
  constructor(
    readonly identity: GoogleIdentity,
    readonly preferredLanguage?: Language,
  ) {
    super();
  }
}
