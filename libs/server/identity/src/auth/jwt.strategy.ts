import { EntityManager } from '@mikro-orm/postgresql';
import type { UserRole } from '@kukur/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_ALGORITHM, AccessTokenClaims, AuthenticatedUser } from '../session/access-token-claims';
import { accessTokenKey } from './access-token-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Accepts a bearer access token only when it is HS256-signed with our key, unexpired, its account still
 * exists with the same token version (so a password reset or deletion ends it at once), and its login session
 * was not ended (logout, or a stolen refresh token used twice). Asked of the database at every request, so a
 * session ended in any API process is refused by the next request in every other.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types say string or Buffer; jsonwebtoken, which does the check, takes a KeyObject.
      secretOrKey: accessTokenKey(config) as unknown as string,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser | false> {
    if (typeof claims.sub !== 'string' || !UUID.test(claims.sub) || typeof claims.ver !== 'number')
      return false;
    // Every token we issue names its session; tools holding the key (benchmarks, tests) may mint sessionless ones.
    if (claims.sid !== undefined && (typeof claims.sid !== 'string' || !UUID.test(claims.sid))) return false;
    const sessionId = claims.sid ?? null;
    const user = await this.liveAccount(claims.sub, sessionId);
    if (!user || user.tokenVersion !== claims.ver) return false;
    return { id: user.id, email: user.email, name: user.name, role: user.role as UserRole };
  }

  /** The account, while it exists and the login session `sessionId` (if any) was not ended. */
  private async liveAccount(
    userId: string,
    sessionId: string | null,
  ): Promise<(AuthenticatedUser & { tokenVersion: number }) | null> {
    const [user] = await this.em.getConnection().execute<(AuthenticatedUser & { tokenVersion: number })[]>(
      `select u.id, u.email, u.name, u.role, u.token_version as "tokenVersion"
         from app_user u
        where u.id = ? and u.deleted_at is null
          and not exists (select 1 from refresh_token r where r.family_id = ? and r.revoked_at is not null)`,
      [userId, sessionId],
    );
    return user ?? null;
  }
}
