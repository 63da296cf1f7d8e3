import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, normalizeEmail } from '@kukur/contracts';
import { ForbiddenError, NotFoundError } from '@kukur/server-kernel';
import { findActiveUserByEmail } from '../../domain/active-users';
import { FindUserQuery } from './find-user.query';

@QueryHandler(FindUserQuery)
export class FindUserHandler implements IQueryHandler<FindUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, email }: FindUserQuery): Promise<{ _id: string }> {
    if (actor.role !== 'admin' && normalizeEmail(email) !== actor.email) {
      throw new ForbiddenError(undefined, IDENTITY_MESSAGES.adminOnly);
    }
    const user = await findActiveUserByEmail(this.em.fork(), email);
    if (!user) throw new NotFoundError(IDENTITY_ERROR_CODES.USER_NOT_FOUND, IDENTITY_MESSAGES.userNotFound);
    return { _id: user.id };
  }
}
