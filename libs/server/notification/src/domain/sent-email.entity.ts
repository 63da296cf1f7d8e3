import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { EmailLogStatus } from '@kukur/contracts';

/**
 * One e-mail of one outbox event, sent or not (yet): the shop's e-mail log. Its key makes e-mail jobs
 * idempotent: a retried or duplicated job finds the row `sent` and does not send again. A failed attempt
 * leaves the row `failed` with the reason, until a retry sends it.
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

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
