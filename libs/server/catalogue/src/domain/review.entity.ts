import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A customer's rating (1-5) and words about a product; the name is the account's at the time. One per
 * customer and product (a unique index): posting again edits it.
 */
@Entity({ tableName: 'product_review' })
@Unique({ name: 'product_review_one_per_customer', properties: ['productId', 'userId'] })
export class Review {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt';

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

  /** When the customer last edited it; null while it is as first written. */
  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;

  /** The customer writes it again: new words and stars, the account's current name. */
  edit(input: { userName: string; text: string; rating: number }): void {
    this.userName = input.userName;
    this.text = input.text;
    this.rating = input.rating;
    this.updatedAt = new Date();
  }
}
