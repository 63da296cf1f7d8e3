import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { UnauthorizedError } from '@kukur/server-kernel';
import { findActiveUserByEmail } from '../../domain/active-users';
import { PasswordHasher } from '../../security/password-hasher';
import { RateLimits } from '../../security/rate-limits';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ email: rawEmail, password, ip }: LogInCommand): Promise<IssuedSession> {
    const email = normalizeEmail(rawEmail);
    await this.limits.consume('loginsPerIp', ip);
    await this.limits.check('loginFailuresPerEmail', email);

    const em = this.em.fork();
    const user = await findActiveUserByEmail(em, email);
    // One answer for an unknown address and a wrong password, so logins cannot probe for accounts.
    if (!(await this.passwords.verify(user?.passwordHash ?? null, password)) || !user) {
      await this.limits.consume('loginFailuresPerEmail', email);
      throw new UnauthorizedError(
        IDENTITY_ERROR_CODES.INVALID_CREDENTIALS,
        IDENTITY_MESSAGES.invalidCredentials,
      );
    }
    await this.limits.reset('loginFailuresPerEmail', email);
    return em.transactional((tx) => this.sessions.start(tx, user));
  }
}
