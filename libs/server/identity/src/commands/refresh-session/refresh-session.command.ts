import { Command } from '@nestjs/cqrs';
import { IssuedSession } from '../../session/session-issuer';

/** The browser trades its refresh cookie for a new access token (and a new refresh token). */
export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
