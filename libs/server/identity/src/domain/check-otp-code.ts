import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { AppError, TooManyRequestsError, UnauthorizedError } from '@kukur/server-kernel';
import { OtpCodeHasher } from '../security/otp-code-hasher';
import { OtpCode } from './otp-code.entity';
import { CodePurpose, OTP_MAX_ATTEMPTS } from './otp-rules';

export type CodeCheck = 'verified' | 'invalid' | 'expired' | 'locked';

/**
 * Checks `otp` against the live code of `email` for `purpose`, its row locked so concurrent tries are counted
 * one by one. A wrong try counts towards the code's limit, so the caller must commit whatever the outcome.
 * A verified code is marked so; `spend` also uses it up (a login code is proof for that one login only).
 */
export async function checkOtpCode(
  tx: EntityManager,
  hasher: OtpCodeHasher,
  check: { email: string; purpose: CodePurpose; otp: string; spend?: boolean },
): Promise<CodeCheck> {
  const { email, purpose } = check;
  const code = await tx.findOne(OtpCode, { email, purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!code || code.verifiedAt || code.consumedAt) return 'invalid';
  if (code.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (code.expiresAt.getTime() <= Date.now()) return 'expired';
  if (!hasher.matches(code.codeHash, email, purpose, check.otp.trim())) {
    code.attempts += 1;
    return 'invalid';
  }
  code.verifiedAt = new Date();
  if (check.spend) code.consumedAt = code.verifiedAt;
  return 'verified';
}

/** The answer to a failed check: 401 a wrong code, 410 an expired one, 429 one tried too often. */
export function codeCheckError(outcome: Exclude<CodeCheck, 'verified'>): AppError {
  switch (outcome) {
    case 'invalid':
      return new UnauthorizedError(IDENTITY_ERROR_CODES.OTP_INVALID, IDENTITY_MESSAGES.otpInvalid);
    case 'expired':
      return new AppError(IDENTITY_ERROR_CODES.OTP_EXPIRED, IDENTITY_MESSAGES.otpExpired, 410);
    case 'locked':
      return new TooManyRequestsError(IDENTITY_ERROR_CODES.OTP_LOCKED, IDENTITY_MESSAGES.otpLocked, 60);
  }
}
