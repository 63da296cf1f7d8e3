import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../session/access-token-claims';

/** A customer deletes their account (or an admin deletes a customer): no more logins, orders stay. */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly userId: string,
  ) {
    super();
  }
}
