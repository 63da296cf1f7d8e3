import { PasswordChangedEvent, PasswordChangedPayload } from '@kukur/server-identity';
import { EmailRule } from './email-rule';

/** Tells the owner that the password changed, so a change they did not make does not go unnoticed. */
export const passwordChangedEmail: EmailRule<PasswordChangedPayload> = {
  eventType: PasswordChangedEvent.type,
  template: 'password-changed',
  build: ({ email, name, changedAt }) => [
    {
      to: email,
      subject: 'Your {{shopName}} password was changed',
      context: { name, email, changedAt },
    },
  ],
};
