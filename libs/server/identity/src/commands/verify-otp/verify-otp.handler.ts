import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@kukur/contracts';
import { checkOtpCode, codeCheckError } from '../../domain/check-otp-code';
import { OtpCodeHasher } from '../../security/otp-code-hasher';
import { RateLimits } from '../../security/rate-limits';
import { VerifyOtpCommand } from './verify-otp.command';

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
    const outcome = await this.em
      .fork()
      .transactional((tx) => checkOtpCode(tx, this.hasher, { email, purpose, otp }));
    if (outcome !== 'verified') throw codeCheckError(outcome);
  }
}
