import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DEFAULT_LANGUAGE } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

/**
 * An address that asked for the shop's newsletter; one row per (case-insensitive) address. It receives
 * marketing e-mail only while confirmed (double opt-in): `confirmedAt` set and `unsubscribedAt` not.
 */
@Entity({ tableName: 'newsletter_subscription' })
export class NewsletterSubscription {
  [OptionalProps]?: 'id' | 'language' | 'createdAt' | 'confirmedAt' | 'confirmationSentAt' | 'unsubscribedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored trimmed and lower-cased; unique. */
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  /** The language of the confirmation and of the newsletters this address gets. */
  @Property({ type: 'string', length: 2 })
  language: Language = DEFAULT_LANGUAGE;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When the address followed its confirmation link; null until then and after unsubscribing. */
  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** When the last confirmation e-mail was asked for: re-sends wait for the cooldown. */
  @Property({ type: 'datetime', nullable: true })
  confirmationSentAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null = null;
}

/** An unconfirmed address asking again gets a new confirmation e-mail at most this often. */
export const CONFIRMATION_RESEND_COOLDOWN_MINUTES = 10;
