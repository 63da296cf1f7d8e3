import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { AppError, TooManyRequestsError, UnauthorizedError } from '@kukur/server-kernel';
import { OtpCode } from '../../domain/otp-code.entity';
import { OTP_MAX_ATTEMPTS } from '../../domain/otp-rules';
import { OtpCodeHasher } from '../../security/otp-code-hasher';
import { RateLimits } from '../../security/rate-limits';
import { VerifyOtpCommand } from './verify-otp.command';

type Outcome = 'verified' | 'invalid' | 'expired' | 'locked';

@CommandHandler(VerifyOtpCommand)
export class VerifyOtpHandler implements ICommandHandler<VerifyOtpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: OtpCodeHasher,
    private readonly limits: RateLimits,
  ) {}

  async execute({ email: rawEmail, purpose, otp, ip }: VerifyOtpCommand): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limits.consume('otpChecksPerIp', ip);
    await this.limits.consume('otpChecksPerEmail', `${purpose}:${email}`);

    // A wrong try must be counted even though the answer is an error: decide inside, throw after commit.
    const outcome = await this.em.fork().transactional(async (tx): Promise<Outcome> => {
      const code = await tx.findOne(OtpCode, { email, purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!code || code.verifiedAt || code.consumedAt) return 'invalid';
      if (code.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
      if (code.expiresAt.getTime() <= Date.now()) return 'expired';
      if (!this.hasher.matches(code.codeHash, email, purpose, otp.trim())) {
        code.attempts += 1;
        return 'invalid';
      }
      code.verifiedAt = new Date();
      return 'verified';
    });
    if (outcome !== 'verified') throw failure(outcome);
  }
}

function failure(outcome: Exclude<Outcome, 'verified'>): AppError {
  switch (outcome) {
    case 'invalid':
      return new UnauthorizedError(IDENTITY_ERROR_CODES.OTP_INVALID, IDENTITY_MESSAGES.otpInvalid);
    case 'expired':
      return new AppError(IDENTITY_ERROR_CODES.OTP_EXPIRED, IDENTITY_MESSAGES.otpExpired, 410);
    case 'locked':
      return new TooManyRequestsError(IDENTITY_ERROR_CODES.OTP_LOCKED, IDENTITY_MESSAGES.otpLocked, 60);
  }
}
