import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Proof that one e-mail of one outbox event went out. Its key makes e-mail jobs idempotent:
 * a retried or duplicated job finds the row and does not send again.
 */
@Entity({ tableName: 'sent_email' })
export class SentEmail {
  [OptionalProps]?: 'sentAt';

  /** `<outbox id>:<template>:<recipient>` */
  @PrimaryKey({ type: 'string', length: 400 })
  key: string;

  @Property({ type: 'string', length: 80 })
  template: string;

  @Property({ type: 'string', length: 254 })
  recipient: string;

  @Property({ type: 'string', length: 300, nullable: true })
  messageId: string | null;

  @Property({ type: 'datetime' })
  sentAt: Date = new Date();
}
