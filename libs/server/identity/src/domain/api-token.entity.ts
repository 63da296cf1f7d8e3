import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ApiTokenScope } from '@kukur/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@kukur/contracts';

/**
 * A named, scoped credential an admin made for an integration. The secret is shown once when it is made; only
 * its SHA-256 hash is kept (the secret is 32 random bytes, so a fast hash is enough). A token acts with its
 * creator's admin rights narrowed to its scopes, and stops working when revoked, expired, or when its creator
 * is no longer an admin.
 */
@Entity({ tableName: 'api_token' })
export class ApiToken {
  [OptionalProps]?: 'id' | 'createdAt' | 'revokedAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 80 })
  name: string;

  @Property({ type: ArrayType })
  scopes: ApiTokenScope[];

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  secretHash: string;

  /** The secret's first characters, so an admin can tell tokens apart ("kp_3Fq9x…"). */
  @Property({ type: 'string', length: 12 })
  secretStart: string;

  @Property({ type: 'uuid' })
  createdBy: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  /** A new token and its secret (the only time the secret exists outside the caller's hands). */
  static issue(input: { name: string; scopes: ApiTokenScope[]; createdBy: string; expiresAt: Date }) {
    const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const token = new ApiToken();
    token.name = input.name;
    token.scopes = [...new Set(input.scopes)].sort();
    token.createdBy = input.createdBy;
    token.expiresAt = input.expiresAt;
    token.secretHash = hashOfApiTokenSecret(secret);
    token.secretStart = secret.slice(0, 8);
    return { token, secret };
  }
}

export function hashOfApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
