import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An admin told the confirmed subscribers and opted-in customers about a product; sent in batches. */
@Entity({ tableName: 'announcement' })
export class Announcement {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  productId: string;

  @Property({ type: 'string', length: 200 })
  productName: string;

  @Property({ type: 'uuid' })
  requestedBy: string;

  @Property({ type: 'integer' })
  recipients: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
