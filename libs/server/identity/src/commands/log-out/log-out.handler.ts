import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccessTokens } from '../../session/access-tokens';
import { RefreshTokens } from '../../session/refresh-tokens';
import { LogOutCommand } from './log-out.command';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async execute({ refreshToken, accessToken }: LogOutCommand): Promise<void> {
    const em = this.em.fork();
    if (refreshToken) await this.refreshTokens.revokeFamilyOf(em, refreshToken);
    const sessionId = accessToken ? await this.accessTokens.sessionOf(accessToken) : null;
    if (sessionId) await this.refreshTokens.revokeFamily(em, sessionId);
  }
}
