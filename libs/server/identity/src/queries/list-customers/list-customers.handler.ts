import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { toUserDto, UserDto } from '../../http/user.response.dto';
import { ListCustomersQuery } from './list-customers.query';

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<UserDto[]> {
    const users = await this.em
      .fork()
      .find(User, { role: 'user', deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return users.map(toUserDto);
  }
}
