import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { User } from '../domain/user.entity';
import { ACCESS_TOKEN_ALGORITHM, AccessTokenClaims, AuthenticatedUser } from '../session/access-token-claims';
import { accessTokenKey } from './access-token-key';

/**
 * Accepts a bearer access token only when it is HS256-signed with our key, unexpired, and its account
 * still exists with the same token version (so a password reset or deletion ends it at once).
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
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return false;
    const user = await this.em.fork().findOne(User, { id: claims.sub, deletedAt: null });
    if (!user || user.tokenVersion !== claims.ver) return false;
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  }
}
