import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RefreshTokens } from '../../session/refresh-tokens';
import { LogOutCommand } from './log-out.command';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async execute({ refreshToken }: LogOutCommand): Promise<void> {
    if (refreshToken) await this.refreshTokens.revokeFamilyOf(this.em.fork(), refreshToken);
  }
}
