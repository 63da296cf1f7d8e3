import { OtpPurpose } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';

/** SecretBox purpose under which the code travels; the e-mail side opens it with the same one. */
export const OTP_SEAL_PURPOSE = 'identity.otp';

export interface OtpRequestedPayload {
  email: string;
  purpose: OtpPurpose;
  /** The code, sealed (SecretBox with OTP_SEAL_PURPOSE): the outbox and the queue never hold it in clear. */
  sealedCode: string;
  expiresInMinutes: number;
  /** The account's name for a password reset; null for a signup. */
  name: string | null;
}

/** A one-time code was issued for an address (signup verification or password reset). */
export class OtpRequestedEvent extends DomainEvent<OtpRequestedPayload> {
  static readonly type = 'identity.otp-requested';
  readonly type = OtpRequestedEvent.type;
}
