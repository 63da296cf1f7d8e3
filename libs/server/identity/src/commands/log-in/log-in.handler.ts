import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { UnauthorizedError } from '@kukur/server-kernel';
import { findActiveUserByEmail } from '../../domain/active-users';
import { loginDelaySeconds } from '../../security/login-delay';
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
    const accountFromIp = `${email}|${ip}`;
    await this.limits.consume('loginsPerIp', ip);
    await this.limits.check('loginDelayPerAccountAndIp', accountFromIp);
    await this.limits.check('loginFailuresPerAccount', email);

    const em = this.em.fork();
    const user = await findActiveUserByEmail(em, email);
    // One answer for an unknown address and a wrong password, so logins cannot probe for accounts.
    if (!(await this.passwords.verify(user?.passwordHash ?? null, password)) || !user) {
      const failures = await this.limits.consume('loginFailuresPerAccountAndIp', accountFromIp);
      const delay = loginDelaySeconds(failures);
      if (delay > 0) await this.limits.block('loginDelayPerAccountAndIp', accountFromIp, delay);
      await this.limits.consume('loginFailuresPerAccount', email);
      throw new UnauthorizedError(
        IDENTITY_ERROR_CODES.INVALID_CREDENTIALS,
        IDENTITY_MESSAGES.invalidCredentials,
      );
    }
    // The account-wide count stays: it tracks guessing from everywhere, not this address's typos.
    await this.limits.reset('loginFailuresPerAccountAndIp', accountFromIp);
    return em.transactional((tx) => this.sessions.start(tx, user));
  }
}
