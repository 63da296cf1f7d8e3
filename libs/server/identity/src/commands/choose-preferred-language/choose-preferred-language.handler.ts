import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { findActiveUserById } from '../../domain/active-users';
import { toUserDto, UserDto } from '../../http/user.response.dto';
import { ChoosePreferredLanguageCommand } from './choose-preferred-language.command';

@CommandHandler(ChoosePreferredLanguageCommand)
export class ChoosePreferredLanguageHandler implements ICommandHandler<ChoosePreferredLanguageCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, language }: ChoosePreferredLanguageCommand): Promise<UserDto> {
    return this.em.fork().transactional(async (tx) => {
      const user = await findActiveUserById(tx, userId);
      if (!user) throw new NotFoundError(IDENTITY_ERROR_CODES.USER_NOT_FOUND, IDENTITY_MESSAGES.userNotFound);
      user.choosePreferredLanguage(language);
      return toUserDto(user);
    });
  }
}
