import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ApiToken } from '../../domain/api-token.entity';
import { ApiTokenDto, CreatedApiTokenDto } from '../../http/api-token.dto';
import { CreateApiTokenCommand } from './create-api-token.command';

const DAY_MS = 24 * 60 * 60 * 1000;

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ admin, name, scopes, expiresInDays }: CreateApiTokenCommand): Promise<CreatedApiTokenDto> {
    const { token, secret } = ApiToken.issue({
      name,
      scopes,
      createdBy: admin.id,
      expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
    });
    await this.em.fork().persist(token).flush();
    return { ...ApiTokenDto.of(token, admin.name), secret };
  }
}
