import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { EmailLogStatus } from '@kukur/contracts';

/**
 * One e-mail of one outbox event, sent or not (yet): the shop's e-mail log. Its key makes e-mail jobs
 * idempotent: an attempt claims the row (`sending`, with its token and a lease it renews while it sends)
 * before it sends, and marks it `sent` after; a retried or duplicated job finds the row `sent` and does not
 * send again, or finds a live claim and waits. A failed attempt leaves the row `failed` with the reason,
 * until a retry sends it; an attempt that died leaves a `sending` row whose lease runs out, and the next
 * attempt sends again with the same Message-ID.
 */
@Entity({ tableName: 'sent_email' })
export class SentEmail {
  [OptionalProps]?: 'sentAt' | 'status' | 'attempts' | 'updatedAt';

  /** `<outbox id>:<template>:<recipient>` */
  @PrimaryKey({ type: 'string', length: 400 })
  key: string;

  @Property({ type: 'string', length: 80 })
  template: string;

  @Property({ type: 'string', length: 254 })
  recipient: string;

  @Property({ type: 'string', length: 10 })
  status: EmailLogStatus = 'sent';

  /** As the recipient saw it, or (for e-mails carrying a one-time code) a description without the code. */
  @Property({ type: 'string', length: 300, nullable: true })
  subject: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  eventType: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  outboxId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  orderId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  bookingId: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  messageId: string | null = null;

  @Property({ type: 'integer' })
  attempts = 1;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** The attempt holding the `sending` claim. */
  @Property({ type: 'uuid', nullable: true })
  claimToken: string | null = null;

  /** Until when the claim holds unless its attempt renews it; a `sending` row past it was left by a dead attempt. */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
