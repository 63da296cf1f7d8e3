import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { ForbiddenError, recordEvent } from '@kukur/server-kernel';
import { findActiveUserByEmail } from '../../domain/active-users';
import { PasswordChangedEvent } from '../../domain/events/password-changed.event';
import { spendVerifiedOtp } from '../../domain/spend-verified-otp';
import { PasswordHasher } from '../../security/password-hasher';
import { RateLimits } from '../../security/rate-limits';
import { RefreshTokens } from '../../session/refresh-tokens';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly refreshTokens: RefreshTokens,
    private readonly limits: RateLimits,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<void> {
    const email = normalizeEmail(command.email);
    const passwordHash = await this.passwords.hash(command.password);
    await this.em.fork().transactional(async (tx) => {
      const user = await findActiveUserByEmail(tx, email, true);
      if (!user || !(await spendVerifiedOtp(tx, email, 'password_reset'))) {
        throw new ForbiddenError(IDENTITY_ERROR_CODES.RESET_NOT_VERIFIED, IDENTITY_MESSAGES.resetNotVerified);
      }
      user.changePassword(passwordHash);
      // Entering the code sent to the address proves it, as signup's verification does.
      user.emailVerified = true;
      await this.refreshTokens.revokeAllOf(tx, user.id);
      recordEvent(
        tx,
        new PasswordChangedEvent({
          userId: user.id,
          email: user.email,
          name: user.name,
          changedAt: new Date().toISOString(),
        }),
      );
    });
    // The owner has proved the address and chosen a password no guesser knows: the guessing count starts over.
    await this.limits.reset('loginFailuresPerAccount', email);
  }
}
