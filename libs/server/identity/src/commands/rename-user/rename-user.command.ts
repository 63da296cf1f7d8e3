import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../session/access-token-claims';
import type { UserDto } from '../../http/user.response.dto';

/** A customer changes their name (Edit Profile), or an admin renames a customer. */
export class RenameUserCommand extends Command<UserDto> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly userId: string,
    readonly name: string,
  ) {
    super();
  }
}
