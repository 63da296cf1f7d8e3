import { Inject, Injectable } from '@nestjs/common';
import { OTP_LENGTH } from '@kukur/contracts';
import type { CodePurpose } from '../domain/otp-rules';
import { APP_CONFIG, deriveHmacKey } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { createHmac, KeyObject, randomInt, timingSafeEqual } from 'node:crypto';

/** Makes one-time codes and the keyed hashes that are all the database keeps of them. */
@Injectable()
export class OtpCodeHasher {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'AUTH_SECRET'>) {
    this.key = deriveHmacKey(config.AUTH_SECRET, 'otp-code-hash');
  }

  /** A uniformly random code of OTP_LENGTH digits from the OS's secure source. */
  newCode(): string {
    return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  }

  hash(email: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${email}\n${code}`).digest('hex');
  }

  matches(storedHash: string, email: string, purpose: CodePurpose, code: string): boolean {
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.hash(email, purpose, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
