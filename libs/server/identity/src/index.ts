export * from './auth/access-decorators';
export * from './commands/ensure-admin/ensure-admin.command';
export * from './domain/events/account-deleted.event';
export * from './domain/events/otp-requested.event';
export * from './domain/events/password-changed.event';
export * from './domain/events/user-signed-up.event';
export * from './identity.module';
export * from './queries/list-customer-emails/list-customer-emails.query';
export type { AuthenticatedUser } from './session/access-token-claims';
