import { DomainEvent } from '@kukur/server-kernel';

export interface AccountDeletedPayload {
  userId: string;
  email: string;
  name: string;
  /** True when an admin deleted it rather than the customer. */
  byAdmin: boolean;
}

/** An account was deleted: it can no longer log in; its orders stay for the shop's records. */
export class AccountDeletedEvent extends DomainEvent<AccountDeletedPayload> {
  static readonly type = 'identity.account-deleted';
  readonly type = AccountDeletedEvent.type;
}
