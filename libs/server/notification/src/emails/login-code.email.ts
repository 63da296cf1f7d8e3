import { OTP_SEAL_PURPOSE, OtpRequestedEvent, OtpRequestedPayload } from '@kukur/server-identity';
import { EmailRule } from './email-rule';

/** The code a login from a new address needs once the account has met its ceiling of wrong passwords. */
export const loginCodeEmail: EmailRule<OtpRequestedPayload> = {
  eventType: OtpRequestedEvent.type,
  template: 'login-code',
  build: (payload, tools) =>
    payload.purpose !== 'login'
      ? []
      : [
          {
            to: payload.email,
            language: payload.language,
            subject: 'Your {{shopName}} login code',
            context: {
              name: payload.name,
              code: tools.open(OTP_SEAL_PURPOSE, payload.sealedCode),
              expiresInMinutes: payload.expiresInMinutes,
            },
          },
        ],
};
