import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertMayChange } from '../../domain/account-access';
import { findActiveUserById } from '../../domain/active-users';
import { toUserDto, UserDto } from '../../http/user.response.dto';
import { RenameUserCommand } from './rename-user.command';

@CommandHandler(RenameUserCommand)
export class RenameUserHandler implements ICommandHandler<RenameUserCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, userId, name }: RenameUserCommand): Promise<UserDto> {
    return this.em.fork().transactional(async (tx) => {
      const user = assertMayChange(actor, userId, await findActiveUserById(tx, userId));
      user.rename(name);
      return toUserDto(user);
    });
  }
}
