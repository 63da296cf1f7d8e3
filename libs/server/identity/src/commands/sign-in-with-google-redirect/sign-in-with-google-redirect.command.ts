import { Command } from '@nestjs/cqrs';
import type { GoogleIdentity } from '../../google/google-identity';
import { IssuedSession } from '../../session/session-issuer';

/**
 * The end of the server-side Google redirect flow: passport has exchanged the code with Google. Signs in
 * to the linked (or same-address) account, or creates one, as a "Continue with Google" button promises.
 */
export class SignInWithGoogleRedirectCommand extends Command<IssuedSession> {
  constructor(readonly identity: GoogleIdentity) {
    super();
  }
}
