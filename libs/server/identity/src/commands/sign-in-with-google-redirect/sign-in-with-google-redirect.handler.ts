import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rethrowDuplicateAsEmailTaken } from '../../domain/email-taken';
import {
  createGoogleAccount,
  findGoogleAccount,
  requireVerifiedGoogleEmail,
} from '../../domain/google-accounts';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { SignInWithGoogleRedirectCommand } from './sign-in-with-google-redirect.command';

@CommandHandler(SignInWithGoogleRedirectCommand)
export class SignInWithGoogleRedirectHandler implements ICommandHandler<SignInWithGoogleRedirectCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ identity, preferredLanguage }: SignInWithGoogleRedirectCommand): Promise<IssuedSession> {
    requireVerifiedGoogleEmail(identity);
    return this.em
      .fork()
      .transactional(async (tx) => {
        const user =
          (await findGoogleAccount(tx, identity)) ??
          (await createGoogleAccount(tx, identity, false, preferredLanguage));
        return this.sessions.start(tx, user);
      })
      .catch((error: unknown) => rethrowDuplicateAsEmailTaken(error));
  }
}
