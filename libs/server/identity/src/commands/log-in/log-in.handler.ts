import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { TooManyRequestsError, UnauthorizedError } from '@kukur/server-kernel';
import { findActiveUserByEmail } from '../../domain/active-users';
import { checkOtpCode } from '../../domain/check-otp-code';
import type { User } from '../../domain/user.entity';
import { KnownLoginAddresses } from '../../security/known-login-addresses';
import { loginDelaySeconds } from '../../security/login-delay';
import { OtpCodeHasher } from '../../security/otp-code-hasher';
import { PasswordHasher } from '../../security/password-hasher';
import { RateLimits } from '../../security/rate-limits';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { SendOtpCommand } from '../send-otp/send-otp.command';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly codes: OtpCodeHasher,
    private readonly limits: RateLimits,
    private readonly knownAddresses: KnownLoginAddresses,
    private readonly sessions: SessionIssuer,
    private readonly commands: CommandBus,
  ) {}

  async execute({ email: rawEmail, password, ip, otp }: LogInCommand): Promise<IssuedSession> {
    const email = normalizeEmail(rawEmail);
    const accountFromIp = `${email}|${ip}`;
    await this.limits.consume('loginsPerIp', ip);
    await this.limits.check('loginDelayPerAccountAndIp', accountFromIp);
    const guessedFromEverywhere = await this.limits.reached('loginFailuresPerAccount', email);

    const em = this.em.fork();
    const user = await findActiveUserByEmail(em, email);
    const passwordIsRight = (await this.passwords.verify(user?.passwordHash ?? null, password)) && !!user;
    const needsCode = guessedFromEverywhere && !(user && (await this.knownAddresses.includes(user.id, ip)));

    if (!passwordIsRight) {
      await this.countFailure(email, accountFromIp);
      // Past the ceiling a new address hears the same whatever it sent: the answer tells no password apart.
      if (needsCode) throw otp ? codeOrPasswordWrong() : codeRequired();
      // One answer for an unknown address and a wrong password, so logins cannot probe for accounts.
      throw new UnauthorizedError(
        IDENTITY_ERROR_CODES.INVALID_CREDENTIALS,
        IDENTITY_MESSAGES.invalidCredentials,
      );
    }
    if (needsCode) await this.proveWithCode(user, otp, ip);

    // The account-wide count stays: it tracks guessing from everywhere, not this address's typos.
    await this.limits.reset('loginFailuresPerAccountAndIp', accountFromIp);
    await this.knownAddresses.remember(user.id, ip);
    return em.transactional((tx) => this.sessions.start(tx, user));
  }

  private async countFailure(email: string, accountFromIp: string): Promise<void> {
    const failures = await this.limits.consume('loginFailuresPerAccountAndIp', accountFromIp);
    const delay = loginDelaySeconds(failures);
    if (delay > 0) await this.limits.block('loginDelayPerAccountAndIp', accountFromIp, delay);
    await this.limits.count('loginFailuresPerAccount', email);
  }

  /**
   * Without a code, e-mails one (only a right password gets that far) and asks for it; with one, checks it.
   * Every failure here answers as a wrong password would past the ceiling, so neither a resend too soon nor a
   * dead code tells a guesser that the password was right.
   */
  private async proveWithCode(user: User, otp: string | undefined, ip: string): Promise<void> {
    if (!otp) {
      await this.commands.execute(new SendOtpCommand(user.email, 'login', ip)).catch((error: unknown) => {
        // Too soon or too often: the code sent last still works.
        if (!(error instanceof TooManyRequestsError)) throw error;
      });
      throw codeRequired();
    }
    const outcome = await this.em
      .fork()
      .transactional((tx) =>
        checkOtpCode(tx, this.codes, { email: user.email, purpose: 'login', otp, spend: true }),
      );
    if (outcome !== 'verified') throw codeOrPasswordWrong();
  }
}

function codeRequired(): UnauthorizedError {
  return new UnauthorizedError(IDENTITY_ERROR_CODES.LOGIN_CODE_REQUIRED, IDENTITY_MESSAGES.loginCodeRequired);
}

function codeOrPasswordWrong(): UnauthorizedError {
  return new UnauthorizedError(IDENTITY_ERROR_CODES.LOGIN_CODE_INVALID, IDENTITY_MESSAGES.loginCodeInvalid);
}
