import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertMayChange } from '../../domain/account-access';
import { findActiveUserById } from '../../domain/active-users';
import { toUserDto, UserDto } from '../../http/user.response.dto';
import { SaveDeliveryDetailsCommand } from './save-delivery-details.command';

@CommandHandler(SaveDeliveryDetailsCommand)
export class SaveDeliveryDetailsHandler implements ICommandHandler<SaveDeliveryDetailsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, userId, details }: SaveDeliveryDetailsCommand): Promise<UserDto> {
    return this.em.fork().transactional(async (tx) => {
      const user = assertMayChange(actor, userId, await findActiveUserById(tx, userId));
      user.saveDeliveryDetails(details);
      return toUserDto(user);
    });
  }
}
