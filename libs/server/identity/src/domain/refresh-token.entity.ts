import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * One refresh token of a login session (a family). Each use spends it and issues the next one of the
 * family; using a spent token again means it was stolen, and the whole family is revoked.
 * Only a SHA-256 hash of the opaque token is kept.
 */
@Entity({ tableName: 'refresh_token' })
@Index({ name: 'refresh_token_family_idx', properties: ['familyId'] })
export class RefreshToken {
  [OptionalProps]?: 'id' | 'createdAt' | 'usedAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'uuid' })
  familyId: string;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
