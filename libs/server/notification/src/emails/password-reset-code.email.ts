import { OTP_SEAL_PURPOSE, OtpRequestedEvent, OtpRequestedPayload } from '@kukur/server-identity';
import { EmailRule } from './email-rule';

/** The code that lets the owner of an account choose a new password. */
export const passwordResetCodeEmail: EmailRule<OtpRequestedPayload> = {
  eventType: OtpRequestedEvent.type,
  template: 'password-reset-code',
  build: (payload, tools) =>
    payload.purpose !== 'password_reset'
      ? []
      : [
          {
            to: payload.email,
            language: payload.language,
            subject: 'Your {{shopName}} password reset code',
            context: {
              name: payload.name,
              code: tools.open(OTP_SEAL_PURPOSE, payload.sealedCode),
              expiresInMinutes: payload.expiresInMinutes,
            },
          },
        ],
};
