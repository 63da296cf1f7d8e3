import { OTP_SEAL_PURPOSE, OtpRequestedEvent, OtpRequestedPayload } from '@kukur/server-identity';
import { EmailRule } from './email-rule';

/** The code that verifies an address before signup. */
export const verificationCodeEmail: EmailRule<OtpRequestedPayload> = {
  eventType: OtpRequestedEvent.type,
  template: 'verification-code',
  logSubject: 'Your verification code (the code is not kept in the log)',
  build: (payload, tools) =>
    payload.purpose !== 'verification'
      ? []
      : [
          {
            to: payload.email,
            language: payload.language,
            subject: '{{code}} is your {{shopName}} verification code',
            context: {
              code: tools.open(OTP_SEAL_PURPOSE, payload.sealedCode),
              expiresInMinutes: payload.expiresInMinutes,
            },
          },
        ],
};
