import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Order } from './order.entity';

/** One product of an order, with its name and price as they were when it was bought. */
@Entity({ tableName: 'order_item' })
export class OrderItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: 'Order', fieldName: 'order_id', deleteRule: 'cascade' })
  order: Order;

  @Property({ type: 'uuid' })
  productId: string;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  /** Rupees, exact decimal text. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  unitPrice: string;

  @Property({ type: 'smallint' })
  quantity: number;
}
