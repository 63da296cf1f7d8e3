import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../domain/user.entity';
import { toUserDto, UserDto } from '../http/user.response.dto';
import { AccessTokens } from './access-tokens';
import { IssuedRefreshToken, RefreshTokens } from './refresh-tokens';

/** A started or continued login session: what the client reads, plus the refresh token for the cookie. */
export interface IssuedSession {
  user: UserDto;
  token: string;
  tokenExpiresAt: string;
  refresh: IssuedRefreshToken;
}

/** Starts a session for a user: a new refresh-token family (on the caller's unit of work) and an access token. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async start(em: EntityManager, user: User): Promise<IssuedSession> {
    const refresh = this.refreshTokens.issue(em, user.id);
    return this.withAccessToken(user, refresh);
  }

  async withAccessToken(user: User, refresh: IssuedRefreshToken): Promise<IssuedSession> {
    const access = await this.accessTokens.issue(user, refresh.familyId);
    return {
      user: toUserDto(user),
      token: access.token,
      tokenExpiresAt: access.expiresAt.toISOString(),
      refresh,
    };
  }
}
