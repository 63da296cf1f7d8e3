import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { findGoogleAccount, requireVerifiedGoogleEmail } from '../../domain/google-accounts';
import { GoogleIdTokenVerifier } from '../../google/google-id-token-verifier';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { LogInWithGoogleCommand } from './log-in-with-google.command';

@CommandHandler(LogInWithGoogleCommand)
export class LogInWithGoogleHandler implements ICommandHandler<LogInWithGoogleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly google: GoogleIdTokenVerifier,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ credential }: LogInWithGoogleCommand): Promise<IssuedSession> {
    const identity = await this.google.verify(credential);
    requireVerifiedGoogleEmail(identity);
    return this.em.fork().transactional(async (tx) => {
      const user = await findGoogleAccount(tx, identity);
      if (!user) {
        throw new NotFoundError(
          IDENTITY_ERROR_CODES.GOOGLE_ACCOUNT_NOT_FOUND,
          IDENTITY_MESSAGES.googleAccountNotFound,
        );
      }
      return this.sessions.start(tx, user);
    });
  }
}
