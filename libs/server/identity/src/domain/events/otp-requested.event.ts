import { LANGUAGES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { CODE_PURPOSES } from '../otp-rules';

/** SecretBox purpose under which the code travels; the e-mail side opens it with the same one. */
export const OTP_SEAL_PURPOSE = 'identity.otp';

/** A one-time code was issued for an address (signup verification, password reset, or a login from a new address). */
export const OTP_REQUESTED = defineEvent({
  type: 'identity.otp-requested.v1',
  formerly: 'identity.otp-requested',
  schema: z.object({
    email: z.string(),
    purpose: z.enum(CODE_PURPOSES),
    /** The code, sealed (SecretBox with OTP_SEAL_PURPOSE): the outbox and the queue never hold it in clear. */
    sealedCode: z.string(),
    expiresInMinutes: z.number(),
    /** The account's name for a password reset or login; null for a signup. */
    name: z.string().nullable(),
    /** The language the visitor was reading the shop in, for an address without an account (a signup). */
    language: z.enum(LANGUAGES).optional(),
  }),
  queues: [QUEUE_NAMES.email],
});
export type OtpRequestedPayload = z.infer<typeof OTP_REQUESTED.schema>;

export class OtpRequestedEvent extends DomainEvent<OtpRequestedPayload> {
  static readonly type = OTP_REQUESTED.type;
  readonly type = OtpRequestedEvent.type;
}
