import { EntityManager } from '@mikro-orm/postgresql';
import { OtpPurpose } from '@kukur/contracts';
import { VERIFIED_OTP_VALID_MINUTES } from './otp-rules';

/**
 * Spends the proof that `email` entered its `purpose` code recently (signup within 30 minutes, reset within
 * 15). True when there was such a proof; it cannot be spent twice, even by concurrent requests.
 */
export async function spendVerifiedOtp(
  em: EntityManager,
  email: string,
  purpose: OtpPurpose,
): Promise<boolean> {
  const spent = await em.execute<{ id: string }[]>(
    `update otp_code set consumed_at = now()
      where email = ? and purpose = ? and consumed_at is null
        and verified_at > now() - make_interval(mins => ?)
      returning id`,
    [email, purpose, VERIFIED_OTP_VALID_MINUTES[purpose]],
  );
  return spent.length === 1;
}
