import { Command } from '@nestjs/cqrs';
import { IssuedSession } from '../../session/session-issuer';

/** A customer logs in with a Google ID token (from Google's button); only existing accounts. */
export class LogInWithGoogleCommand extends Command<IssuedSession> {
  constructor(readonly credential: string) {
    super();
  }
}
