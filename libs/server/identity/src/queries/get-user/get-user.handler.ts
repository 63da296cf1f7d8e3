import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { findActiveUserById } from '../../domain/active-users';
import { toUserDto, UserDto } from '../../http/user.response.dto';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserQuery): Promise<UserDto> {
    const user = await findActiveUserById(this.em.fork(), userId);
    if (!user) throw new NotFoundError(IDENTITY_ERROR_CODES.USER_NOT_FOUND, IDENTITY_MESSAGES.userNotFound);
    return toUserDto(user);
  }
}
