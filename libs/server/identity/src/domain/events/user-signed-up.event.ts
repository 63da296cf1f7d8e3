import { DomainEvent } from '@kukur/server-kernel';

export interface UserSignedUpPayload {
  userId: string;
  email: string;
  name: string;
  method: 'email' | 'google';
}

/** A new customer account exists (after e-mail verification, or with a verified Google account). */
export class UserSignedUpEvent extends DomainEvent<UserSignedUpPayload> {
  static readonly type = 'identity.user-signed-up';
  readonly type = UserSignedUpEvent.type;
}
