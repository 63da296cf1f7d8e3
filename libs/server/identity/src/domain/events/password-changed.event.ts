import { DomainEvent } from '@kukur/server-kernel';

export interface PasswordChangedPayload {
  userId: string;
  email: string;
  name: string;
  changedAt: string;
}

/** An account's password was replaced (reset flow); every earlier session has ended. */
export class PasswordChangedEvent extends DomainEvent<PasswordChangedPayload> {
  static readonly type = 'identity.password-changed';
  readonly type = PasswordChangedEvent.type;
}
