import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { ForbiddenError, recordEvent } from '@kukur/server-kernel';
import { findActiveUserByEmail } from '../../domain/active-users';
import { emailTakenError, rethrowDuplicateAsEmailTaken } from '../../domain/email-taken';
import { UserSignedUpEvent } from '../../domain/events/user-signed-up.event';
import { spendVerifiedOtp } from '../../domain/spend-verified-otp';
import { User } from '../../domain/user.entity';
import { PasswordHasher } from '../../security/password-hasher';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { SignUpCommand } from './sign-up.command';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(command: SignUpCommand): Promise<IssuedSession> {
    const email = normalizeEmail(command.email);
    const passwordHash = await this.passwords.hash(command.password);
    return this.em
      .fork()
      .transactional(async (tx) => {
        if (await findActiveUserByEmail(tx, email)) throw emailTakenError();
        if (!(await spendVerifiedOtp(tx, email, 'verification'))) {
          throw new ForbiddenError(
            IDENTITY_ERROR_CODES.EMAIL_NOT_VERIFIED,
            IDENTITY_MESSAGES.emailNotVerified,
          );
        }
        const user = User.create({
          email,
          name: command.name,
          passwordHash,
          emailVerified: true,
          marketingOptIn: command.marketingOptIn,
          preferredLanguage: command.preferredLanguage,
        });
        tx.persist(user);
        await tx.flush();
        recordEvent(tx, new UserSignedUpEvent({ userId: user.id, email, name: user.name, method: 'email' }));
        return this.sessions.start(tx, user);
      })
      .catch((error: unknown) => rethrowDuplicateAsEmailTaken(error));
  }
}
