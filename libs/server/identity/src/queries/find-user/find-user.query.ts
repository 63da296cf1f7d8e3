import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../session/access-token-claims';

/** The id of the account with an address: for admins, or for a user asking about their own address. */
export class FindUserQuery extends Query<{ _id: string }> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly email: string,
  ) {
    super();
  }
}
