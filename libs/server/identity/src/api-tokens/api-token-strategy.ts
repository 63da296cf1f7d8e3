import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { API_TOKEN_PREFIX, type ApiTokenScope, type UserRole } from '@kukur/contracts';
import { Strategy } from 'passport-strategy';
import { hashOfApiTokenSecret } from '../domain/api-token.entity';
import type { AuthenticatedUser } from '../session/access-token-claims';

const SECRET = new RegExp(`^Bearer (${API_TOKEN_PREFIX}[A-Za-z0-9_-]{20,100})$`);

/** Passport's side: takes `Authorization: Bearer kp_…` and hands the secret to `validate`; fails on anything else. */
class BearerApiTokenStrategy extends Strategy {
  constructor(
    private readonly verify: (secret: string, done: (error: unknown, user?: unknown) => void) => void,
  ) {
    super();
  }

  override authenticate(request: { headers: { authorization?: string } }): void {
    const secret = SECRET.exec(request.headers.authorization ?? '')?.[1];
    if (!secret) return this.fail(401);
    this.verify(secret, (error, user) => {
      if (error) return this.error(error as Error);
      if (!user) return this.fail(401);
      this.success(user);
    });
  }
}

/**
 * Accepts an API token that is neither revoked nor expired and whose creator is still an admin; the caller
 * becomes that admin narrowed to the token's scopes (`apiToken` on the user, checked by ApiTokenScopeGuard).
 * Notes the last use at most once a minute, so a busy integration does not write on every request.
 */
@Injectable()
export class ApiTokenStrategy extends PassportStrategy(BearerApiTokenStrategy, 'api-token') {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async validate(secret: string): Promise<AuthenticatedUser | false> {
    const connection = this.em.fork().getConnection();
    const [row] = await connection.execute<
      { id: string; scopes: ApiTokenScope[]; userId: string; email: string; name: string; role: UserRole }[]
    >(
      `select t.id, t.scopes, u.id as "userId", u.email, u.name, u.role
         from api_token t join app_user u on u.id = t.created_by
        where t.secret_hash = ? and t.revoked_at is null and t.expires_at > now()
          and u.deleted_at is null and u.role = 'admin'`,
      [hashOfApiTokenSecret(secret)],
    );
    if (!row) return false;
    await connection.execute(
      `update api_token set last_used_at = now()
        where id = ? and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      [row.id],
    );
    return {
      id: row.userId,
      email: row.email,
      name: row.name,
      role: row.role,
      apiToken: { id: row.id, scopes: row.scopes },
    };
  }
}
