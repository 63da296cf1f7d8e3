import { AccountDeletedEvent, AccountDeletedPayload } from '@kukur/server-identity';
import { EmailRule } from './email-rule';

/** Confirms to the address that its account is gone. */
export const accountDeletedEmail: EmailRule<AccountDeletedPayload> = {
  eventType: AccountDeletedEvent.type,
  template: 'account-deleted',
  build: ({ email, name, byAdmin }) => [
    { to: email, subject: 'Your {{shopName}} account has been deleted', context: { name, email, byAdmin } },
  ],
};
