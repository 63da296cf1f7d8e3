import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { UnauthorizedError } from '@kukur/server-kernel';
import { findActiveUserById } from '../../domain/active-users';
import { RefreshTokens } from '../../session/refresh-tokens';
import { IssuedSession, SessionIssuer } from '../../session/session-issuer';
import { RefreshSessionCommand } from './refresh-session.command';

const sessionExpired = () =>
  new UnauthorizedError(IDENTITY_ERROR_CODES.SESSION_EXPIRED, IDENTITY_MESSAGES.sessionExpired);

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly refreshTokens: RefreshTokens,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<IssuedSession> {
    if (!refreshToken) throw sessionExpired();
    const rotated = await this.refreshTokens.rotate(this.em, refreshToken);
    if (!rotated.ok) throw sessionExpired();
    const user = await findActiveUserById(this.em.fork(), rotated.userId);
    if (!user) throw sessionExpired();
    return this.sessions.withAccessToken(user, rotated.next);
  }
}
