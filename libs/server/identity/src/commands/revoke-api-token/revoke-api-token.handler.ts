import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { API_TOKEN_ERROR_CODES, API_TOKEN_MESSAGES } from '@kukur/contracts';
import { NotFoundError } from '@kukur/server-kernel';
import { ApiToken } from '../../domain/api-token.entity';
import { User } from '../../domain/user.entity';
import { ApiTokenDto } from '../../http/api-token.dto';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tokenId }: RevokeApiTokenCommand): Promise<ApiTokenDto> {
    if (!UUID.test(tokenId))
      throw new NotFoundError(API_TOKEN_ERROR_CODES.NOT_FOUND, API_TOKEN_MESSAGES.notFound);
    return this.em.fork().transactional(async (tx) => {
      const token = await tx.findOne(ApiToken, { id: tokenId });
      if (!token) throw new NotFoundError(API_TOKEN_ERROR_CODES.NOT_FOUND, API_TOKEN_MESSAGES.notFound);
      token.revokedAt ??= new Date();
      const creator = await tx.findOne(User, { id: token.createdBy });
      return ApiTokenDto.of(token, creator?.name ?? '');
    });
  }
}
