import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_MESSAGES } from '@kukur/contracts';
import { User } from '../../domain/user.entity';
import { findActiveUserByEmail } from '../../domain/active-users';
import { emailTakenError, rethrowDuplicateAsEmailTaken } from '../../domain/email-taken';
import { createGoogleAccount, requireVerifiedGoogleEmail } from '../../domain/google-accounts';
import { GoogleIdTokenVerifier } from '../../google/google-id-token-verifier';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { SignUpWithGoogleCommand } from './sign-up-with-google.command';

@CommandHandler(SignUpWithGoogleCommand)
export class SignUpWithGoogleHandler implements ICommandHandler<SignUpWithGoogleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly google: GoogleIdTokenVerifier,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({
    credential,
    marketingOptIn,
    preferredLanguage,
  }: SignUpWithGoogleCommand): Promise<IssuedSession> {
    const identity = await this.google.verify(credential);
    requireVerifiedGoogleEmail(identity);
    return this.em
      .fork()
      .transactional(async (tx) => {
        const taken =
          (await tx.findOne(User, { googleSubject: identity.subject, deletedAt: null })) ??
          (await findActiveUserByEmail(tx, identity.email));
        if (taken) throw emailTakenError(IDENTITY_MESSAGES.googleAccountTaken);
        const user = await createGoogleAccount(tx, identity, marketingOptIn, preferredLanguage);
        return this.sessions.start(tx, user);
      })
      .catch((error: unknown) => rethrowDuplicateAsEmailTaken(error, IDENTITY_MESSAGES.googleAccountTaken));
  }
}
