import { UserSignedUpEvent, UserSignedUpPayload } from '@kukur/server-identity';
import { EmailRule } from './email-rule';

/** Welcomes a new customer by name, naming the shop. */
export const welcomeEmail: EmailRule<UserSignedUpPayload> = {
  eventType: UserSignedUpEvent.type,
  template: 'welcome',
  build: ({ email, name, method }) => [
    {
      to: email,
      subject: 'Welcome to {{shopName}}, {{name}}!',
      context: { name, email, viaGoogle: method === 'google' },
    },
  ],
};
