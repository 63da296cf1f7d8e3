import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, ConflictError, recordEvent, SecretBox } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { findActiveUserByEmail } from '../../domain/active-users';
import { OTP_SEAL_PURPOSE, OtpRequestedEvent } from '../../domain/events/otp-requested.event';
import { OTP_TTL_MINUTES } from '../../domain/otp-rules';
import { OtpCodeHasher } from '../../security/otp-code-hasher';
import { RateLimits } from '../../security/rate-limits';
import { SendOtpCommand } from './send-otp.command';

@CommandHandler(SendOtpCommand)
export class SendOtpHandler implements ICommandHandler<SendOtpCommand> {
  private readonly seal: SecretBox;

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: OtpCodeHasher,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.seal = new SecretBox(config.AUTH_SECRET, OTP_SEAL_PURPOSE);
  }

  async execute({ email: rawEmail, purpose, ip, language }: SendOtpCommand): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limits.consume('otpSendsPerIp', ip);
    await this.limits.check('otpSendsPerEmail', `${purpose}:${email}`);
    await this.limits.consume('otpSendCooldownPerEmail', `${purpose}:${email}`);
    await this.limits.consume('otpSendsPerEmail', `${purpose}:${email}`);

    await this.em.fork().transactional(async (tx) => {
      const account = await findActiveUserByEmail(tx, email);
      if (purpose === 'verification' && account) {
        throw new ConflictError(IDENTITY_ERROR_CODES.EMAIL_TAKEN, IDENTITY_MESSAGES.emailTaken);
      }
      // No account, no code: the caller cannot tell, and there is nothing to reset.
      if (purpose !== 'verification' && !account) return;

      const code = this.hasher.newCode();
      // A new send replaces the previous code of this address and purpose, with fresh tries.
      await tx.execute(
        `insert into otp_code (id, email, purpose, code_hash, expires_at, attempts, verified_at, consumed_at, created_at)
         values (?, ?, ?, ?, now() + make_interval(mins => ?), 0, null, null, now())
         on conflict (email, purpose) do update set
           id = excluded.id, code_hash = excluded.code_hash, expires_at = excluded.expires_at,
           attempts = 0, verified_at = null, consumed_at = null, created_at = now()`,
        [randomUUID(), email, purpose, this.hasher.hash(email, purpose, code), OTP_TTL_MINUTES],
      );
      recordEvent(
        tx,
        new OtpRequestedEvent({
          email,
          purpose,
          sealedCode: this.seal.seal(code),
          expiresInMinutes: OTP_TTL_MINUTES,
          name: account?.name ?? null,
          ...(language ? { language } : {}),
        }),
      );
    });
  }
}
