import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An address that asked for the shop's newsletter; one row per (case-insensitive) address. */
@Entity({ tableName: 'newsletter_subscription' })
export class NewsletterSubscription {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored trimmed and lower-cased; unique. */
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
