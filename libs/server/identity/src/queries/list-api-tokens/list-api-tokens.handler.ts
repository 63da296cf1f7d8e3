import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApiToken } from '../../domain/api-token.entity';
import { User } from '../../domain/user.entity';
import { ApiTokenDto } from '../../http/api-token.dto';
import { ListApiTokensQuery } from './list-api-tokens.query';

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery, ApiTokenDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ApiTokenDto[]> {
    const em = this.em.fork();
    const tokens = await em.find(ApiToken, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    const creators = await em.find(User, {
      id: { $in: [...new Set(tokens.map((token) => token.createdBy))] },
    });
    const names = new Map(creators.map((user) => [user.id, user.name]));
    return tokens.map((token) => ApiTokenDto.of(token, names.get(token.createdBy) ?? ''));
  }
}
