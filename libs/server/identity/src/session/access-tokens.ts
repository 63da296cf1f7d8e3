import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { User } from '../domain/user.entity';

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Signs short-lived access tokens (lifetime and key are set on the JwtModule). */
@Injectable()
export class AccessTokens {
  constructor(private readonly jwt: JwtService) {}

  async issue(user: User, sessionId: string): Promise<IssuedAccessToken> {
    const token = await this.jwt.signAsync({
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: sessionId,
    });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The login session a valid (signed by us, unexpired) access token belongs to; null for any other string. */
  async sessionOf(token: string): Promise<string | null> {
    try {
      const { sid } = await this.jwt.verifyAsync<{ sid?: unknown }>(token);
      return typeof sid === 'string' ? sid : null;
    } catch {
      return null;
    }
  }
}
