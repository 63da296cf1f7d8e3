import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '@kukur/server-kernel';
import { assertMayChange } from '../../domain/account-access';
import { findActiveUserById } from '../../domain/active-users';
import { AccountDeletedEvent } from '../../domain/events/account-deleted.event';
import { RefreshTokens } from '../../session/refresh-tokens';
import { DeleteUserCommand } from './delete-user.command';

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async execute({ actor, userId }: DeleteUserCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = assertMayChange(actor, userId, await findActiveUserById(tx, userId));
      user.markDeleted();
      await this.refreshTokens.revokeAllOf(tx, user.id);
      recordEvent(
        tx,
        new AccountDeletedEvent({
          userId: user.id,
          email: user.email,
          name: user.name,
          byAdmin: actor.id !== user.id,
        }),
      );
    });
  }
}
