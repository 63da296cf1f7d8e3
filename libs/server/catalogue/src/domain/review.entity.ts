import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A logged-in customer's rating (1-5) and words about a product; the name is the account's at the time. */
@Entity({ tableName: 'product_review' })
export class Review {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  productId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 100 })
  userName: string;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'smallint' })
  rating: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
